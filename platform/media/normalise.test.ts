import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioSeconds, badInputFixtures, speechFixture } from '../../tests/fixtures/speech';
import { normaliseToMonoPcm, readMonoPcm, sliceAudio } from './normalise';

const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'normalise-test-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function peak(samples: Float32Array): number {
  return samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
}

function rms(samples: Float32Array): number {
  return Math.sqrt(samples.reduce((sum, value) => sum + value * value, 0) / samples.length);
}

describe('normaliseToMonoPcm + readMonoPcm', () => {
  it('turns 48 kHz stereo into 16 kHz mono without changing its level', async () => {
    const stereo = path.join(dir, 'stereo.wav');
    await run('sox', ['-n', '-r', '48000', '-c', '2', '-b', '16', stereo, 'synth', '2', 'sine', '440', 'vol', '0.5']);
    const out = path.join(dir, 'stereo-mono.wav');
    await normaliseToMonoPcm(stereo, out);
    const audio = await readMonoPcm(out);
    expect(audio.sampleRate).toBe(16000);
    expect(audio.samples.length).toBe(32000);
    expect(peak(audio.samples)).toBeCloseTo(0.5, 2);
    expect(rms(audio.samples)).toBeCloseTo(0.5 / Math.SQRT2, 2);
  });

  it('keeps the speech fixture’s length and level', async () => {
    const { file } = await speechFixture();
    const out = path.join(dir, 'speech.wav');
    await normaliseToMonoPcm(file, out);
    const audio = await readMonoPcm(out);
    expect(audio.samples.length / 16000).toBeCloseTo(await audioSeconds(file), 2);
    // sox prints its statistics on stderr.
    const { stderr } = await run('sox', [file, '-n', 'stat']);
    const sourceRms = Number(/RMS\s+amplitude:\s+([\d.]+)/.exec(stderr)?.[1]);
    expect(rms(audio.samples) / sourceRms).toBeGreaterThan(0.95);
    expect(rms(audio.samples) / sourceRms).toBeLessThan(1.05);
  });

  it('takes the sound of a video', async () => {
    const { file } = await speechFixture({ format: 'mp3' });
    const video = path.join(dir, 'besprechung.mp4');
    await run('ffmpeg', ['-nostdin', '-v', 'error', '-f', 'lavfi', '-i', 'color=c=gray:s=160x120:r=10', '-i', file, '-shortest', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', video]);
    const out = path.join(dir, 'video.wav');
    await normaliseToMonoPcm(video, out);
    const audio = await readMonoPcm(out);
    expect(audio.samples.length / 16000).toBeCloseTo(await audioSeconds(file), 0);
    expect(rms(audio.samples)).toBeGreaterThan(0.01);
  });

  it('fails on an unreadable file and leaves nothing behind', async () => {
    const { textAsMp3 } = await badInputFixtures();
    const out = path.join(dir, 'kaputt.wav');
    await expect(normaliseToMonoPcm(textAsMp3, out)).rejects.toThrow();
    expect(existsSync(out)).toBe(false);
    expect((await readdir(dir)).filter((name) => name.includes('kaputt'))).toEqual([]);
  });

  it('refuses a WAV that is not 16 kHz mono 16-bit', async () => {
    const { file } = await speechFixture();
    await expect(readMonoPcm(file)).rejects.toThrow(/expected 16 kHz mono 16-bit PCM, found format 1, 1 channel\(s\), 22050 Hz/);
  });
});

describe('sliceAudio', () => {
  const audio = { samples: Float32Array.from({ length: 48000 }, (_, index) => index / 48000), sampleRate: 16000 as const };

  it('cuts by seconds', () => {
    const slice = sliceAudio(audio, 1, 1.5);
    expect(slice.samples.length).toBe(8000);
    expect(slice.samples[0]).toBe(audio.samples[16000]);
    expect(slice.sampleRate).toBe(16000);
  });

  it('clamps to the recording and never runs backwards', () => {
    expect(sliceAudio(audio, -1, 0.5).samples.length).toBe(8000);
    expect(sliceAudio(audio, 2.5, 10).samples.length).toBe(8000);
    expect(sliceAudio(audio, 2, 1).samples.length).toBe(0);
  });
});
