import { existsSync } from 'node:fs';
import path from 'node:path';
import type { MonoAudio } from '../../platform/media/monoAudio';
import { normaliseToMonoPcm, readMonoPcm } from '../../platform/media/normalise';
import type { ScriptLine } from '../fixtures/meetingScript';
import { speechFixture, type SpeechFixture, type SpeechFixtureOptions, type SpokenLine } from '../fixtures/speech';

/** A speech fixture as the pipeline sees it: normalised to 16 kHz mono (cached beside the fixture). */
export async function fixtureAudio<Line extends SpokenLine = ScriptLine>(options: SpeechFixtureOptions<Line> = {}): Promise<SpeechFixture<Line> & { audio: MonoAudio }> {
  const fixture = await speechFixture<Line>(options);
  const normalised = path.join(path.dirname(fixture.file), `${path.basename(fixture.file, path.extname(fixture.file))}.16k.wav`);
  if (!existsSync(normalised)) await normaliseToMonoPcm(fixture.file, normalised);
  return { ...fixture, audio: await readMonoPcm(normalised) };
}

/**
 * Where each scripted line is spoken: the fixture joins espeak's lines with pauses of digital
 * silence (0.9 s and longer), while espeak's own pauses inside a line are shorter. This is the
 * reference the VAD and the diarizer are measured against, found without either of them.
 */
export function spokenLineSpans(audio: MonoAudio, minPauseSeconds = 0.75): { start: number; end: number }[] {
  const { samples, sampleRate } = audio;
  const isSilent = (index: number) => Math.abs(samples[index] ?? 0) < 1e-3;
  const spans: { start: number; end: number }[] = [];
  let lineStart: number | undefined;
  for (let index = 0; index < samples.length; ) {
    if (!isSilent(index)) {
      lineStart ??= index;
      index++;
      continue;
    }
    let silentEnd = index;
    while (silentEnd < samples.length && isSilent(silentEnd)) silentEnd++;
    if (lineStart !== undefined && (silentEnd - index >= minPauseSeconds * sampleRate || silentEnd === samples.length)) {
      spans.push({ start: lineStart / sampleRate, end: index / sampleRate });
      lineStart = undefined;
    }
    index = silentEnd;
  }
  if (lineStart !== undefined) spans.push({ start: lineStart / sampleRate, end: samples.length / sampleRate });
  return spans;
}

