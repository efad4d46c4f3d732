/**
 * Mel-frequency cepstral coefficients, the classical description of a voice's timbre: the
 * spectrum of each 25 ms frame is pooled into bands spaced like human pitch perception (mel),
 * logged, and decorrelated with a DCT. Written here because the diarizer needs only this and
 * no audio-feature package for Node does it without native code or a browser API.
 */

export interface MfccOptions {
  frameSeconds?: number;
  hopSeconds?: number;
  melBands?: number;
  /** Including c0, the frame's overall (log) energy. */
  coefficients?: number;
  lowHz?: number;
  highHz?: number;
  /** First-order high-pass that lifts the weak upper formants before analysis. */
  preEmphasis?: number;
}

const DEFAULTS: Required<MfccOptions> = { frameSeconds: 0.025, hopSeconds: 0.01, melBands: 26, coefficients: 13, lowHz: 60, highHz: 7600, preEmphasis: 0.97 };

/** HTK's mel scale. */
export function hzToMel(hz: number): number {
  return 2595 * Math.log10(1 + hz / 700);
}

function melToHz(mel: number): number {
  return 700 * (10 ** (mel / 2595) - 1);
}

/** One coefficient vector (c0 … c[n-1]) per frame; frames start every `hopSeconds`. */
export function mfccFrames(samples: Float32Array, sampleRate: number, options: MfccOptions = {}): Float32Array[] {
  const settings = { ...DEFAULTS, ...options };
  const frameLength = Math.round(settings.frameSeconds * sampleRate);
  const hop = Math.round(settings.hopSeconds * sampleRate);
  const fftSize = 2 ** Math.ceil(Math.log2(frameLength));
  const window = hammingWindow(frameLength);
  const filters = melFilterbank(settings.melBands, fftSize, sampleRate, settings.lowHz, Math.min(settings.highHz, sampleRate / 2));
  const dct = dctMatrix(settings.coefficients, settings.melBands);
  const real = new Float64Array(fftSize);
  const imaginary = new Float64Array(fftSize);
  const logMel = new Float64Array(settings.melBands);
  const frames: Float32Array[] = [];

  for (let start = 0; start + frameLength <= samples.length; start += hop) {
    real.fill(0);
    imaginary.fill(0);
    for (let index = 0; index < frameLength; index++) {
      const previous = start + index > 0 ? samples[start + index - 1]! : 0;
      real[index] = (samples[start + index]! - settings.preEmphasis * previous) * window[index]!;
    }
    fftInPlace(real, imaginary);
    for (let band = 0; band < filters.length; band++) {
      const { firstBin, weights } = filters[band]!;
      let energy = 0;
      for (let offset = 0; offset < weights.length; offset++) {
        const bin = firstBin + offset;
        energy += weights[offset]! * (real[bin]! ** 2 + imaginary[bin]! ** 2);
      }
      // The floor keeps digital silence finite (log(0)) without touching any audible level.
      logMel[band] = Math.log(Math.max(energy, 1e-10));
    }
    const coefficients = new Float32Array(settings.coefficients);
    for (let k = 0; k < settings.coefficients; k++) {
      const row = dct[k]!;
      let sum = 0;
      for (let band = 0; band < settings.melBands; band++) sum += row[band]! * logMel[band]!;
      coefficients[k] = sum;
    }
    frames.push(coefficients);
  }
  return frames;
}

function hammingWindow(length: number): Float64Array {
  return Float64Array.from({ length }, (_, index) => 0.54 - 0.46 * Math.cos((2 * Math.PI * index) / (length - 1)));
}

/** Triangular filters evenly spaced in mel, each stored as its first FFT bin and its weights. */
function melFilterbank(bands: number, fftSize: number, sampleRate: number, lowHz: number, highHz: number): { firstBin: number; weights: Float64Array }[] {
  const lowMel = hzToMel(lowHz);
  const step = (hzToMel(highHz) - lowMel) / (bands + 1);
  const edgesHz = Array.from({ length: bands + 2 }, (_, index) => melToHz(lowMel + index * step));
  const binHz = sampleRate / fftSize;
  return Array.from({ length: bands }, (_, band) => {
    const [left, centre, right] = [edgesHz[band]!, edgesHz[band + 1]!, edgesHz[band + 2]!];
    const firstBin = Math.ceil(left / binHz);
    const lastBin = Math.min(fftSize / 2, Math.floor(right / binHz));
    const weights = new Float64Array(Math.max(0, lastBin - firstBin + 1));
    for (let bin = firstBin; bin <= lastBin; bin++) {
      const hz = bin * binHz;
      weights[bin - firstBin] = hz <= centre ? (hz - left) / (centre - left) : (right - hz) / (right - centre);
    }
    return { firstBin, weights };
  });
}

/** Orthonormal DCT-II rows. */
function dctMatrix(rows: number, columns: number): Float64Array[] {
  return Array.from({ length: rows }, (_, k) =>
    Float64Array.from({ length: columns }, (_, n) => Math.sqrt((k === 0 ? 1 : 2) / columns) * Math.cos((Math.PI * k * (n + 0.5)) / columns)),
  );
}

/** cos/sin of -2πk/size for k < size/2, per FFT size: computed once, used for every frame. */
const twiddleTables = new Map<number, { cos: Float64Array; sin: Float64Array }>();

function twiddles(size: number): { cos: Float64Array; sin: Float64Array } {
  let table = twiddleTables.get(size);
  if (!table) {
    const angles = Array.from({ length: size / 2 }, (_, k) => (-2 * Math.PI * k) / size);
    table = { cos: Float64Array.from(angles, Math.cos), sin: Float64Array.from(angles, Math.sin) };
    twiddleTables.set(size, table);
  }
  return table;
}

/** Iterative radix-2 FFT; the length must be a power of two. */
export function fftInPlace(real: Float64Array, imaginary: Float64Array): void {
  const size = real.length;
  if (size & (size - 1)) throw new RangeError(`FFT size ${size} is not a power of two`);
  for (let index = 1, reversed = 0; index < size; index++) {
    let bit = size >> 1;
    for (; reversed & bit; bit >>= 1) reversed ^= bit;
    reversed ^= bit;
    if (index < reversed) {
      const swapReal = real[index]!;
      real[index] = real[reversed]!;
      real[reversed] = swapReal;
      const swapImaginary = imaginary[index]!;
      imaginary[index] = imaginary[reversed]!;
      imaginary[reversed] = swapImaginary;
    }
  }
  const { cos, sin } = twiddles(size);
  for (let length = 2; length <= size; length <<= 1) {
    const half = length >> 1;
    const stride = size / length;
    for (let start = 0; start < size; start += length) {
      for (let offset = 0; offset < half; offset++) {
        const twiddleReal = cos[offset * stride]!;
        const twiddleImaginary = sin[offset * stride]!;
        const even = start + offset;
        const odd = even + half;
        const oddReal = real[odd]! * twiddleReal - imaginary[odd]! * twiddleImaginary;
        const oddImaginary = real[odd]! * twiddleImaginary + imaginary[odd]! * twiddleReal;
        real[odd] = real[even]! - oddReal;
        imaginary[odd] = imaginary[even]! - oddImaginary;
        real[even] = real[even]! + oddReal;
        imaginary[even] = imaginary[even]! + oddImaginary;
      }
    }
  }
}
