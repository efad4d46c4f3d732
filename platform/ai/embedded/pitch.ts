/**
 * Fundamental frequency (voice pitch) per frame with YIN (de Cheveigné & Kawahara, 2002): the
 * lag at which a frame best repeats itself is the period. Speaking voices lie between about
 * 60 and 400 Hz, so the signal is low-passed and decimated to about 8 kHz first, which quarters
 * the work without losing the lags that matter.
 */

export interface PitchOptions {
  minHz?: number;
  maxHz?: number;
  hopSeconds?: number;
  /** Integration window; must hold at least one period of `minHz`. */
  frameSeconds?: number;
  /** YIN's aperiodicity threshold: lower is stricter about calling a frame voiced. */
  threshold?: number;
}

const DEFAULTS: Required<PitchOptions> = { minHz: 60, maxHz: 400, hopSeconds: 0.01, frameSeconds: 0.03, threshold: 0.15 };
const ANALYSIS_RATE = 8000;
/** Below this mean square a frame is (digital) silence, where YIN's ratio would be 0/0. */
const SILENCE_POWER = 1e-8;

/** Pitch in Hz per frame (frames start every `hopSeconds`), 0 where the frame is not voiced. */
export function pitchTrack(samples: Float32Array, sampleRate: number, options: PitchOptions = {}): Float32Array {
  const settings = { ...DEFAULTS, ...options };
  const factor = Math.max(1, Math.floor(sampleRate / ANALYSIS_RATE));
  const signal = factor > 1 ? decimate(samples, factor) : samples;
  const rate = sampleRate / factor;
  const width = Math.round(settings.frameSeconds * rate);
  const minLag = Math.max(2, Math.floor(rate / settings.maxHz));
  const maxLag = Math.ceil(rate / settings.minHz);
  const hop = settings.hopSeconds * rate;
  // The last frame compares up to maxLag + 1 samples ahead of its window.
  const frameCount = Math.max(0, Math.floor((signal.length - width - maxLag - 1) / hop) + 1);
  const pitches = new Float32Array(frameCount);
  const difference = new Float64Array(maxLag + 2);

  for (let frame = 0; frame < frameCount; frame++) {
    const start = Math.round(frame * hop);
    let power = 0;
    for (let index = start; index < start + width; index++) power += signal[index]! ** 2;
    if (power / width < SILENCE_POWER) continue;

    // Cumulative-mean-normalised difference d'(lag) (YIN steps 2 and 3).
    let runningSum = 0;
    difference[0] = 1;
    for (let lag = 1; lag <= maxLag + 1; lag++) {
      let sum = 0;
      for (let index = start; index < start + width; index++) {
        const delta = signal[index]! - signal[index + lag]!;
        sum += delta * delta;
      }
      runningSum += sum;
      difference[lag] = runningSum > 0 ? (sum * lag) / runningSum : 1;
    }
    // Step 4: the first dip under the threshold, followed down to its minimum.
    let lag = minLag;
    while (lag <= maxLag && difference[lag]! >= settings.threshold) lag++;
    if (lag > maxLag) continue;
    while (lag < maxLag && difference[lag + 1]! < difference[lag]!) lag++;
    pitches[frame] = rate / (lag + parabolicOffset(difference[lag - 1]!, difference[lag]!, difference[lag + 1]!));
  }
  return pitches;
}

/** Step 5: where the parabola through three neighbouring values has its minimum, in [-0.5, 0.5]. */
function parabolicOffset(left: number, centre: number, right: number): number {
  const curvature = left - 2 * centre + right;
  return curvature > 0 ? Math.max(-0.5, Math.min(0.5, (left - right) / (2 * curvature))) : 0;
}

/** Keeps every `factor`-th sample after a windowed-sinc low-pass below the new Nyquist frequency. */
function decimate(samples: Float32Array, factor: number): Float32Array {
  const taps = 16 * factor + 1;
  const middle = (taps - 1) / 2;
  const cutoff = 0.9 / (2 * factor); // cycles per input sample, a little under the new Nyquist
  const kernel = Float64Array.from({ length: taps }, (_, index) => {
    const offset = index - middle;
    const sinc = offset === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * offset) / (Math.PI * offset);
    return sinc * (0.54 - 0.46 * Math.cos((2 * Math.PI * index) / (taps - 1)));
  });
  const output = new Float32Array(Math.floor(samples.length / factor));
  for (let out = 0; out < output.length; out++) {
    const centre = out * factor;
    let sum = 0;
    for (let index = 0; index < taps; index++) sum += kernel[index]! * (samples[centre + index - middle] ?? 0);
    output[out] = sum;
  }
  return output;
}
