import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioSeconds, badInputFixtures, speechFixture } from '../../tests/fixtures/speech';
import { durationMinutes, probeMedia } from './probe';

// Real ffprobe/ffmpeg runs on small files: fast enough for a unit test.
const run = promisify(execFile);
let dir: string;
let speechMp3: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'probe-test-'));
  speechMp3 = (await speechFixture({ format: 'mp3' })).file;
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function ffmpeg(args: string[], name: string): Promise<string> {
  const out = path.join(dir, name);
  await run('ffmpeg', ['-nostdin', '-v', 'error', '-y', ...args, out]);
  return out;
}

describe('probeMedia', () => {
  it('refuses files that are not decodable audio', async () => {
    const bad = await badInputFixtures();
    for (const file of [bad.textAsMp3, bad.truncated, bad.empty, bad.unsupported]) {
      expect(await probeMedia(file), path.basename(file)).toEqual({ ok: false, reason: 'unreadable' });
    }
  });

  it('reads a short WAV with its exact length (the 1 s rule is the caller’s)', async () => {
    const { halfSecond } = await badInputFixtures();
    expect(await probeMedia(halfSecond)).toEqual({ ok: true, durationSeconds: 0.5, hasAudio: true, kind: 'audio', container: 'wav' });
  });

  it('reads an mp3 with the length of the speech encoded in it', async () => {
    const probe = await probeMedia(speechMp3);
    expect(probe).toMatchObject({ ok: true, kind: 'audio', container: 'mp3' });
    // The mp3's header adds the encoder's padding; decoding gives the source WAV's length.
    expect(probe.ok && probe.durationSeconds).toBeCloseTo(await audioSeconds((await speechFixture()).file), 2);
  });

  it('measures a cut-off mp3 by what decodes, not by the whole recording its header announces', async () => {
    const cutOff = path.join(dir, 'abgeschnitten.mp3');
    await writeFile(cutOff, (await readFile(speechMp3)).subarray(0, 20_000));
    const probe = await probeMedia(cutOff);
    expect(probe.ok).toBe(true);
    // 20 kB of 64 kbit/s are 2.5 s; the header still says the full ~44 s.
    expect(probe.ok && probe.durationSeconds).toBeGreaterThan(2);
    expect(probe.ok && probe.durationSeconds).toBeLessThan(3);
  });

  it('takes an mp3 with cover art as audio', async () => {
    const cover = await ffmpeg(['-f', 'lavfi', '-i', 'color=c=blue:s=64x64', '-frames:v', '1'], 'cover.png');
    const withCover = await ffmpeg(['-i', speechMp3, '-i', cover, '-map', '0', '-map', '1', '-c:a', 'copy', '-c:v', 'mjpeg', '-disposition:v', 'attached_pic'], 'cover.mp3');
    expect(await probeMedia(withCover)).toMatchObject({ ok: true, kind: 'audio' });
  });

  it('takes a video with an audio track as video', async () => {
    const video = await ffmpeg(
      ['-f', 'lavfi', '-i', 'color=c=gray:s=160x120:r=10', '-i', speechMp3, '-shortest', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'],
      'besprechung.mp4',
    );
    const probe = await probeMedia(video);
    expect(probe).toMatchObject({ ok: true, kind: 'video', container: expect.stringContaining('mp4') });
    expect(probe.ok && probe.durationSeconds).toBeCloseTo(await audioSeconds(speechMp3), 0);
  });

  it('refuses a video without sound as no-audio', async () => {
    const silent = await ffmpeg(['-f', 'lavfi', '-i', 'color=c=gray:s=160x120:r=10', '-t', '2', '-c:v', 'libx264', '-preset', 'ultrafast'], 'stumm.mp4');
    expect(await probeMedia(silent)).toEqual({ ok: false, reason: 'no-audio' });
  });

  it('refuses a well-formed WAV that holds no samples as no-duration', async () => {
    const headerOnly = path.join(dir, 'nur-kopf.wav');
    await run('sox', ['-n', '-r', '16000', '-c', '1', '-b', '16', headerOnly, 'trim', '0', '0']);
    expect(await probeMedia(headerOnly)).toEqual({ ok: false, reason: 'no-duration' });
  });

  it('opens names as local files only, never as ffmpeg protocols', async () => {
    expect(await probeMedia('concat:' + speechMp3)).toEqual({ ok: false, reason: 'unreadable' });
  });
});

describe('durationMinutes', () => {
  it('rounds to minutes but keeps a short valid clip at one minute', () => {
    expect(durationMinutes(20)).toBe(1);
    expect(durationMinutes(89)).toBe(1);
    expect(durationMinutes(90)).toBe(2);
    expect(durationMinutes(3599)).toBe(60);
  });

  it('refuses what is not a duration', () => {
    expect(() => durationMinutes(Number.NaN)).toThrow(RangeError);
    expect(() => durationMinutes(-1)).toThrow(RangeError);
  });
});
