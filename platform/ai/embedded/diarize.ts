import type { MonoAudio } from '../../media/monoAudio';
import { sliceAudio } from '../../media/normalise';
import { mfccFrames } from './mfcc';
import { pitchTrack } from './pitch';
import type { SpeechRegion } from './vad';

/**
 * Who speaks when. Classical on purpose: no neural speaker-embedding weights are available to
 * the product offline (none was found in the registries its machines reach), so each piece of
 * speech is described by numbers a person can check: its timbre (mean MFCCs) and its pitch
 * (median F0). That separates clearly different voices (a deep and a high one, as in the test
 * fixture) well, similar voices less so. A neural embedding model can replace `embedRegion`
 * behind the same `diarize` function: calibration and clustering take any fixed-length
 * vectors (its vector would be one entry of FEATURE_GROUPS).
 *
 * 1. Speech regions longer than ~1.5 s are cut into equal pieces of about that length.
 * 2. Each piece gets a feature vector (`embedRegion`).
 * 3. Distances are measured in units of how much a feature varies between two neighbouring
 *    pieces of the same region, which are almost always the same speaker. That scale comes
 *    from the recording itself, so one threshold serves one speaker and many alike; scaling
 *    by the spread over all pieces instead would make one speaker's pieces look as far apart
 *    as two speakers'.
 * 4. Average-linkage agglomerative clustering merges pieces while they are closer than the
 *    threshold: the number of clusters left is the number of speakers.
 */

export interface SpeakerTurn {
  start: number;
  end: number;
  /** 0 … n-1, in the order the speakers are first heard. */
  speaker: number;
}

export interface DiarizeOptions {
  maxSpeakers?: number;
  /** How many people spoke, when the user said so: the clustering is cut at exactly that many (or fewer, with fewer pieces). */
  speakers?: number;
  /** Average distance (in same-speaker units, see above) up to which pieces are one speaker. */
  threshold?: number;
}

const PIECE_SECONDS = 1.5;
const DEFAULT_THRESHOLD = 2;
/** With fewer same-region neighbours the scale cannot be estimated: one speaker is assumed. */
const MIN_CALIBRATION_PAIRS = 3;
/** A piece with fewer voiced pitch frames than this has no pitch feature. */
const MIN_VOICED_FRAMES = 5;
const MFCC_COEFFICIENTS = 13;

export async function diarize(audio: MonoAudio, regions: SpeechRegion[], options: DiarizeOptions = {}): Promise<SpeakerTurn[]> {
  const inOrder = [...regions].sort((a, b) => a.start - b.start);
  const pieces = inOrder.flatMap((region, regionIndex) => cutIntoPieces(region).map((piece) => ({ ...piece, regionIndex })));
  const vectors: Float64Array[] = [];
  for (const piece of pieces) {
    vectors.push(embedRegion(audio, piece));
    // Feature extraction is pure CPU; give the event loop a turn between pieces.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const neighbours = pieces.flatMap((piece, index) => (index > 0 && pieces[index - 1]!.regionIndex === piece.regionIndex ? [[index - 1, index] as const] : []));
  // Without enough neighbours to calibrate, a count the user gave is still honoured in raw units.
  const scale = sameSpeakerScale(vectors, neighbours) ?? (options.speakers && options.speakers > 1 && vectors.length > 0 ? new Float64Array(vectors[0]!.length).fill(1) : undefined);
  const cut = options.speakers ? { threshold: Infinity, minSpeakers: options.speakers, maxSpeakers: options.speakers } : { threshold: options.threshold ?? DEFAULT_THRESHOLD, minSpeakers: 1, maxSpeakers: options.maxSpeakers ?? Infinity };
  const clusters = scale ? clusterTree(vectors, scale, cut) : pieces.map(() => 0);
  return turns(pieces, clusters);
}

function cutIntoPieces(region: SpeechRegion): SpeechRegion[] {
  const count = Math.max(1, Math.round((region.end - region.start) / PIECE_SECONDS));
  const length = (region.end - region.start) / count;
  return Array.from({ length: count }, (_, index) => ({ start: region.start + index * length, end: region.start + (index + 1) * length }));
}

/**
 * A voice's features in one piece of speech: mean MFCCs c1…c12 (c0, the loudness, says more
 * about the distance to the microphone than about the voice) and the median pitch in
 * semitones, NaN when too little of the piece is voiced.
 */
function embedRegion(audio: MonoAudio, region: SpeechRegion): Float64Array {
  const { samples, sampleRate } = sliceAudio(audio, region.start, region.end);
  const frames = mfccFrames(samples, sampleRate, { coefficients: MFCC_COEFFICIENTS });
  // A piece shorter than one 25 ms frame has no timbre (NaN, left out of distances).
  const vector = new Float64Array(MFCC_COEFFICIENTS).fill(frames.length > 0 ? 0 : Number.NaN);
  for (const frame of frames) for (let k = 1; k < MFCC_COEFFICIENTS; k++) vector[k - 1]! += frame[k]! / frames.length;
  const voiced = [...pitchTrack(samples, sampleRate, { hopSeconds: 0.02 })].filter((hz) => hz > 0).sort((a, b) => a - b);
  vector[MFCC_COEFFICIENTS - 1] = voiced.length >= MIN_VOICED_FRAMES ? 12 * Math.log2(voiced[voiced.length >> 1]! / 100) : Number.NaN;
  return vector;
}

/**
 * Per feature, the robust spread (1.4826 × median absolute difference) between neighbouring
 * pieces of one region; undefined when there are too few such neighbours.
 */
function sameSpeakerScale(vectors: Float64Array[], neighbours: (readonly [number, number])[]): Float64Array | undefined {
  if (neighbours.length < MIN_CALIBRATION_PAIRS || vectors.length === 0) return undefined;
  return Float64Array.from(vectors[0]!, (_, feature) => {
    const differences = neighbours
      .map(([a, b]) => Math.abs(vectors[a]![feature]! - vectors[b]![feature]!))
      .filter(Number.isFinite)
      .sort((x, y) => x - y);
    // A feature that never differs (e.g. no pitch anywhere) gets a neutral scale instead of 0.
    return 1.4826 * (differences[differences.length >> 1] ?? 0) || 1;
  });
}

/**
 * Timbre (12 MFCC means) and pitch count equally: otherwise pitch, the clearest single cue,
 * would be one vote in thirteen. Within a group, the root-mean-square of the scaled differences;
 * a group that either piece lacks (no voiced frames) is left out.
 */
const FEATURE_GROUPS = [
  { first: 0, end: MFCC_COEFFICIENTS - 1 },
  { first: MFCC_COEFFICIENTS - 1, end: MFCC_COEFFICIENTS },
];

function distance(a: Float64Array, b: Float64Array, scale: Float64Array): number {
  let sum = 0;
  let groups = 0;
  for (const { first, end } of FEATURE_GROUPS) {
    let groupSum = 0;
    for (let feature = first; feature < end; feature++) groupSum += ((a[feature]! - b[feature]!) / scale[feature]!) ** 2;
    if (Number.isNaN(groupSum)) continue;
    sum += groupSum / (end - first);
    groups++;
  }
  return groups > 0 ? Math.sqrt(sum / groups) : 0;
}

interface TreeCut {
  threshold: number;
  minSpeakers: number;
  maxSpeakers: number;
}

/**
 * Average-linkage clustering (nearest-neighbour chain: O(n²) time and memory), cut where the
 * merge distance passes `threshold`, then merged further down to `maxSpeakers`, never below
 * `minSpeakers`. Returns a cluster number per vector.
 */
function clusterTree(vectors: Float64Array[], scale: Float64Array, { threshold, minSpeakers, maxSpeakers }: TreeCut): number[] {
  const count = vectors.length;
  const distances = new Float32Array((count * (count - 1)) / 2);
  const at = (i: number, j: number) => (i < j ? i * count - (i * (i + 1)) / 2 + (j - i - 1) : j * count - (j * (j + 1)) / 2 + (i - j - 1));
  for (let i = 0; i < count; i++) for (let j = i + 1; j < count; j++) distances[at(i, j)] = distance(vectors[i]!, vectors[j]!, scale);

  // Each cluster lives in the slot of one of its members; `size` is 0 for slots merged away.
  const size = new Array<number>(count).fill(1);
  const merges: { from: number; into: number; distance: number }[] = [];
  const chain: number[] = [];
  let remaining = count;
  while (remaining > 1) {
    if (chain.length === 0) chain.push(size.findIndex((members) => members > 0));
    const current = chain.at(-1)!;
    const previous = chain.at(-2);
    let nearest = previous ?? -1;
    let nearestDistance = previous === undefined ? Infinity : distances[at(current, previous)]!;
    for (let other = 0; other < count; other++) {
      if (other === current || size[other] === 0) continue;
      const candidate = distances[at(current, other)]!;
      if (candidate < nearestDistance) {
        nearest = other;
        nearestDistance = candidate;
      }
    }
    if (nearest !== previous) {
      chain.push(nearest);
      continue;
    }
    chain.length -= 2;
    merges.push({ from: current, into: previous, distance: nearestDistance });
    for (let other = 0; other < count; other++) {
      if (other === current || other === previous || size[other] === 0) continue;
      distances[at(previous, other)] = (size[current]! * distances[at(current, other)]! + size[previous]! * distances[at(previous, other)]!) / (size[current]! + size[previous]!);
    }
    size[previous]! += size[current]!;
    size[current] = 0;
    remaining--;
  }

  // Average linkage never merges below an earlier merge, so merges in order of distance
  // rebuild the tree bottom-up; the (stable) sort keeps chained merges of equal distance in order.
  const parent = Array.from({ length: count }, (_, index) => index);
  const root = (index: number): number => {
    // Path halving; a loop rather than recursion, as trees of hours of speech get deep.
    while (parent[index] !== index) index = parent[index] = parent[parent[index]!]!;
    return index;
  };
  let clusters = count;
  for (const merge of merges.sort((a, b) => a.distance - b.distance)) {
    if ((merge.distance > threshold && clusters <= maxSpeakers) || clusters <= minSpeakers) break;
    parent[root(merge.from)] = root(merge.into);
    clusters--;
  }
  return Array.from({ length: count }, (_, index) => root(index));
}

/** Joins neighbouring pieces of one region with the same cluster; numbers speakers by first appearance. */
function turns(pieces: (SpeechRegion & { regionIndex: number })[], clusters: number[]): SpeakerTurn[] {
  const speakerOf = new Map<number, number>();
  const result: (SpeakerTurn & { regionIndex: number })[] = [];
  pieces.forEach((piece, index) => {
    const cluster = clusters[index]!;
    if (!speakerOf.has(cluster)) speakerOf.set(cluster, speakerOf.size);
    const speaker = speakerOf.get(cluster)!;
    const last = result.at(-1);
    if (last && last.regionIndex === piece.regionIndex && last.speaker === speaker) last.end = piece.end;
    else result.push({ start: piece.start, end: piece.end, speaker, regionIndex: piece.regionIndex });
  });
  return result.map(({ start, end, speaker }) => ({ start, end, speaker }));
}

