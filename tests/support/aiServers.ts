// Self-hosted OpenAI-compatible servers for testing the endpoint provider against real software:
// llama.cpp's llama-server (chat completions with JSON schema, embeddings) and whisper.cpp's
// server (audio transcriptions). Nothing serving OpenAI's API installs here ready-made, so both
// are built once per machine from sources that arrive through npm, and cached:
//  - llama.cpp from the git bundle node-llama-cpp ships (the same llama.cpp as the embedded model's),
//  - whisper.cpp from the smart-whisper package, which carries whisper.cpp's sources.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from '../../server/embedded/ports';

const CACHE = path.join(os.homedir(), '.cache', 'baustellen-protokolle', 'ai-servers');
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const LLAMA_BUNDLE = path.join(ROOT, 'node_modules', 'node-llama-cpp', 'llama', 'gitRelease.bundle');
const WHISPER_PACKAGE = 'smart-whisper@0.8.1';
const WHISPER_PACKAGE_SHA512 = 'sha512-0DnhD6Hq7kTpWAJxv057o8rkcZ2Sv2/ZpJZJjj/DT+8Ll/zH5EHQM1lSwk+W15AvfDPD3K2ku+MD2KCXD51z5A==';
/** The shipped Gemma 3 270M is a base model: it is given the user's text to continue, without chat turns. */
const BASE_MODEL_CHAT_TEMPLATE = path.join(import.meta.dirname, 'baseModelChatTemplate.jinja');
const JOBS = String(Math.max(1, os.availableParallelism()));

type Log = (line: string) => void;

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
}

/** Builds into a temporary folder and moves the binary into place last, so a cut-off build is never taken for a finished one. */
function buildOnce(binary: string, log: Log, what: string, build: (workDir: string) => string): string {
  if (existsSync(binary)) return binary;
  const workDir = path.join(os.tmpdir(), `ai-server-build-${process.pid}-${path.basename(path.dirname(binary))}`);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const started = Date.now();
  log(`building ${what} once for this machine (a few minutes)...`);
  try {
    const built = build(workDir);
    mkdirSync(path.dirname(binary), { recursive: true });
    copyFileSync(built, `${binary}.partial`);
    renameSync(`${binary}.partial`, binary);
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  log(`${what} built in ${Math.round((Date.now() - started) / 1000)} s: ${binary}`);
  return binary;
}

export function ensureLlamaServer(log: Log): string {
  const commit = run('git', ['bundle', 'list-heads', LLAMA_BUNDLE], ROOT).split(' ')[0]!.trim();
  const binary = path.join(CACHE, `llama-server-${commit.slice(0, 12)}-avx2`, 'llama-server');
  return buildOnce(binary, log, `llama.cpp's server (${commit.slice(0, 12)})`, (workDir) => {
    const source = path.join(workDir, 'llama.cpp');
    run('git', ['clone', '--quiet', LLAMA_BUNDLE, source], workDir);
    // Offline and self-contained: no web UI download, no HTTPS, static libraries. For AVX2 rather than
    // for the machine's own instructions: built with AVX-512 (GGML_NATIVE) on a machine that has it, the
    // server died of a general protection fault as soon as it had loaded the model.
    const options = ['-DCMAKE_BUILD_TYPE=Release', '-DBUILD_SHARED_LIBS=OFF', '-DGGML_NATIVE=OFF', '-DGGML_AVX=ON', '-DGGML_AVX2=ON', '-DGGML_FMA=ON', '-DGGML_F16C=ON', '-DLLAMA_USE_PREBUILT_UI=OFF', '-DLLAMA_BUILD_UI=OFF', '-DLLAMA_OPENSSL=OFF', '-DLLAMA_CURL=OFF', '-DLLAMA_BUILD_TESTS=OFF', '-DLLAMA_BUILD_EXAMPLES=OFF', '-DLLAMA_BUILD_APP=OFF'];
    run('cmake', ['-B', 'build', ...options], source);
    run('cmake', ['--build', 'build', '--target', 'llama-server', '-j', JOBS], source);
    return path.join(source, 'build', 'bin', 'llama-server');
  });
}

/** How whisper.cpp's Makefile builds for the machine's own instructions. */
const MARCH_NATIVE = '-march=native -mtune=native';

export function ensureWhisperServer(log: Log): string {
  const binary = path.join(CACHE, `whisper-server-${WHISPER_PACKAGE.replace('@', '-')}-avx2`, 'whisper-server');
  return buildOnce(binary, log, `whisper.cpp's server (from ${WHISPER_PACKAGE})`, (workDir) => {
    const tarball = path.join(workDir, run('npm', ['pack', WHISPER_PACKAGE, '--silent', '--pack-destination', workDir], workDir).trim().split('\n').at(-1)!);
    const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
    if (integrity !== WHISPER_PACKAGE_SHA512) throw new Error(`${WHISPER_PACKAGE}: ${integrity}, expected ${WHISPER_PACKAGE_SHA512}`);
    run('tar', ['xzf', tarball], workDir);
    const source = path.join(workDir, 'package', 'whisper.cpp');
    // The package leaves out this include of the Makefile; it only tunes warning flags per compiler version.
    mkdirSync(path.join(source, 'scripts'), { recursive: true });
    writeFileSync(path.join(source, 'scripts', 'get-flags.mk'), '');
    // For AVX2, as llama.cpp's server and the embedded binding are, not for the machine's own
    // instructions: with AVX-512 it heard the same audio differently from the embedded model.
    const makefile = path.join(source, 'Makefile');
    const native = readFileSync(makefile, 'utf8');
    if (!native.includes(MARCH_NATIVE)) throw new Error(`whisper.cpp's Makefile (${WHISPER_PACKAGE}) no longer sets "${MARCH_NATIVE}": build it for AVX2 another way`);
    writeFileSync(makefile, native.replaceAll(MARCH_NATIVE, '-mavx -mavx2 -mfma -mf16c'));
    run('make', ['-j', JOBS, 'server'], source);
    return path.join(source, 'server');
  });
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234/v1 */
  baseURL: string;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts `binary` on a free port and resolves once `readyPath` answers 200. */
async function startServer(binary: string, args: (port: number) => string[], readyPath: string, timeoutMs = 120_000): Promise<RunningServer> {
  const port = await findFreePort();
  const child: ChildProcess = spawn(binary, args(port), { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const stop = async () => {
    if (!gone) child.kill('SIGTERM');
    await exited;
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${path.basename(binary)} exited before it was ready:\n${output}`);
    const ready = await fetch(`${origin}${readyPath}`).then((response) => response.ok, () => false);
    if (ready) return { baseURL: `${origin}/v1`, output: () => output, stop };
    // Polling: neither server announces readiness in a form meant for programs.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`${path.basename(binary)} not ready within ${timeoutMs} ms:\n${output}`);
}

/**
 * llama-server with a GGUF model, answering chat completions and embeddings. The context holds a
 * whole entry request of a real meeting (the sentence, its neighbours, the Beteiligte and the
 * vocabulary); 2048 tokens were exceeded by the evaluation set's meetings.
 */
export function startLlamaServer(binary: string, modelPath: string, apiKey: string): Promise<RunningServer> {
  return startServer(
    binary,
    (port) => ['--model', modelPath, '--host', '127.0.0.1', '--port', String(port), '--api-key', apiKey, '--embeddings', '--pooling', 'mean', '--jinja', '--chat-template-file', BASE_MODEL_CHAT_TEMPLATE, '--threads', '1', '--ctx-size', '8192', '--no-webui'],
    '/health',
  );
}

/**
 * whisper.cpp's server with a ggml Whisper model, at OpenAI's transcription path, decoding by beam
 * search as the embedded model does: with the server's greedy default the endpoint provider's
 * action-item F1 on the evaluation set was 0.44, with beams of 5 it was 0.60 (bench/protocolQuality.ts).
 */
export function startWhisperServer(binary: string, modelPath: string): Promise<RunningServer> {
  return startServer(
    binary,
    (port) => ['--model', modelPath, '--host', '127.0.0.1', '--port', String(port), '--threads', '1', '--beam-size', '5', '--inference-path', '/v1/audio/transcriptions'],
    '/',
  );
}
