import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  byteLevelTokenToBytes,
  convertCt2WhisperFiles,
  ct2WhisperToGgml,
  float16BitsToFloat32,
  float32ToFloat16Bits,
  melFilterBank,
  parseCt2Model,
  type Ct2DataType,
} from './ct2ToGgml';

/** A variable as CTranslate2's Python side serialises it. */
interface SyntheticVariable {
  shape: number[];
  dtype: Ct2DataType;
  values: number[];
}

const TYPE_IDS: Record<Ct2DataType, number> = { float32: 0, int8: 1, int16: 2, int32: 3, float16: 4, bfloat16: 5 };

/** Writes model.bin the way ctranslate2/specs/model_spec.py's _serialize does (binary version 6). */
function ct2File(variables: Record<string, SyntheticVariable>, aliases: Record<string, string> = {}, specName = 'WhisperSpec'): Buffer {
  const parts: Buffer[] = [];
  const uint = (bytes: 1 | 2 | 4, value: number) => {
    const buffer = Buffer.alloc(bytes);
    buffer.writeUIntLE(value, 0, bytes);
    parts.push(buffer);
  };
  const string = (text: string) => {
    const bytes = Buffer.from(text, 'utf8');
    uint(2, bytes.length + 1);
    parts.push(bytes, Buffer.from([0]));
  };
  uint(4, 6);
  string(specName);
  uint(4, 3);
  uint(4, Object.keys(variables).length);
  for (const [name, variable] of Object.entries(variables)) {
    string(name);
    uint(1, variable.shape.length);
    for (const dim of variable.shape) uint(4, dim);
    uint(1, TYPE_IDS[variable.dtype]);
    const data = encodeValues(variable);
    uint(4, data.length);
    parts.push(data);
  }
  uint(4, Object.keys(aliases).length);
  for (const [alias, target] of Object.entries(aliases)) {
    string(alias);
    string(target);
  }
  return Buffer.concat(parts);
}

function encodeValues({ dtype, values }: SyntheticVariable): Buffer {
  if (dtype === 'float16') return Buffer.from(new Uint16Array(values.map(float32ToFloat16Bits)).buffer);
  if (dtype === 'float32') return Buffer.from(new Float32Array(values).buffer);
  if (dtype === 'int16') return Buffer.from(new Int16Array(values).buffer);
  if (dtype === 'int8') return Buffer.from(new Int8Array(values).buffer);
  throw new Error(`no synthetic ${dtype}`);
}

const STATE = 4;
const MELS = 3;
const AUDIO_CTX = 5;
const TEXT_CTX = 2;
const VOCAB_ROWS = 9;
/** Text tokens in GPT-2's byte-level spelling, then the specials whisper.cpp names itself. */
const VOCABULARY = ['!', 'Ġwir', 'Ã¼', 'Ċ', '', '<|endoftext|>', '<|startoftranscript|>', '<|de|>', '<|0.00|>'];

/** Distinct values per variable, so a tensor taken from the wrong place is noticed. */
function filled(shape: number[], seed: number, dtype: Ct2DataType = 'float16'): SyntheticVariable {
  const count = shape.reduce((product, dim) => product * dim, 1);
  return { shape, dtype, values: Array.from({ length: count }, (_, index) => seed + index / 64) };
}

function linearLayer(prefix: string, rows: number, columns: number, seed: number): Record<string, SyntheticVariable> {
  return { [`${prefix}/weight`]: filled([rows, columns], seed), [`${prefix}/bias`]: filled([rows], seed + 0.5) };
}

/** The fused q/k/v bias with zeros for the key part, as CTranslate2 stores Whisper's bias-less key. */
function fusedLinear(prefix: string, parts: number, seed: number): Record<string, SyntheticVariable> {
  const bias = filled([parts * STATE], seed + 0.5);
  const keyStart = parts === 3 ? STATE : 0;
  bias.values.fill(0, keyStart, keyStart + STATE);
  return { [`${prefix}/weight`]: filled([parts * STATE, STATE], seed), [`${prefix}/bias`]: bias };
}

function layerNorm(prefix: string, seed: number): Record<string, SyntheticVariable> {
  return { [`${prefix}/gamma`]: filled([STATE], seed), [`${prefix}/beta`]: filled([STATE], seed + 0.25) };
}

function tinyWhisper(): Record<string, SyntheticVariable> {
  const scalar = (value: number): SyntheticVariable => ({ shape: [], dtype: 'int16', values: [value] });
  return {
    'decoder/num_heads': scalar(2),
    'decoder/embeddings/weight': filled([VOCAB_ROWS, STATE], 1),
    ...layerNorm('decoder/layer_0/attention/layer_norm', 2),
    ...linearLayer('decoder/layer_0/attention/linear_0', STATE, STATE, 3),
    ...fusedLinear('decoder/layer_0/attention/linear_1', 2, 4),
    ...linearLayer('decoder/layer_0/attention/linear_2', STATE, STATE, 5),
    ...layerNorm('decoder/layer_0/ffn/layer_norm', 6),
    ...linearLayer('decoder/layer_0/ffn/linear_0', 2 * STATE, STATE, 7),
    ...linearLayer('decoder/layer_0/ffn/linear_1', STATE, 2 * STATE, 8),
    ...layerNorm('decoder/layer_0/self_attention/layer_norm', 9),
    ...fusedLinear('decoder/layer_0/self_attention/linear_0', 3, 10),
    ...linearLayer('decoder/layer_0/self_attention/linear_1', STATE, STATE, 11),
    ...layerNorm('decoder/layer_norm', 12),
    'decoder/position_encodings/encodings': filled([TEXT_CTX, STATE], 13),
    'encoder/conv1/weight': filled([STATE, MELS, 3], 14),
    'encoder/conv1/bias': filled([STATE], 15),
    'encoder/conv2/weight': filled([STATE, STATE, 3], 16),
    'encoder/conv2/bias': filled([STATE], 17),
    ...layerNorm('encoder/layer_0/ffn/layer_norm', 18),
    ...linearLayer('encoder/layer_0/ffn/linear_0', 2 * STATE, STATE, 19),
    ...linearLayer('encoder/layer_0/ffn/linear_1', STATE, 2 * STATE, 20),
    ...layerNorm('encoder/layer_0/self_attention/layer_norm', 21),
    ...fusedLinear('encoder/layer_0/self_attention/linear_0', 3, 22),
    ...linearLayer('encoder/layer_0/self_attention/linear_1', STATE, STATE, 23),
    ...layerNorm('encoder/layer_norm', 24),
    'encoder/num_heads': scalar(2),
    'encoder/position_encodings/encodings': filled([AUDIO_CTX, STATE], 25, 'float32'),
  };
}

interface ParsedGgml {
  header: number[];
  mel: { rows: number; columns: number; values: Float32Array };
  vocabulary: Buffer[];
  tensors: Map<string, { dims: number[]; type: number; data: Buffer }>;
}

/** Reads a ggml Whisper file the way whisper.cpp's whisper_model_load does. */
function parseGgml(file: Buffer): ParsedGgml {
  let offset = 0;
  const int = () => {
    const value = file.readInt32LE(offset);
    offset += 4;
    return value;
  };
  const bytes = (length: number) => file.subarray(offset, (offset += length));
  const header = Array.from({ length: 12 }, int);
  const rows = int();
  const columns = int();
  const melBytes = bytes(rows * columns * 4);
  const mel = { rows, columns, values: new Float32Array(melBytes.buffer.slice(melBytes.byteOffset, melBytes.byteOffset + melBytes.length)) };
  const vocabulary = Array.from({ length: int() }, () => bytes(int()));
  const tensors = new Map<string, { dims: number[]; type: number; data: Buffer }>();
  while (offset < file.length) {
    const nDims = int();
    const nameLength = int();
    const type = int();
    const dims = Array.from({ length: nDims }, int);
    const name = bytes(nameLength).toString('utf8');
    const count = dims.reduce((product, dim) => product * dim, 1);
    tensors.set(name, { dims, type, data: bytes(count * (type === 0 ? 4 : 2)) });
  }
  return { header, mel, vocabulary, tensors };
}

const asFloats = (data: Buffer, type: number) =>
  type === 0 ? Array.from({ length: data.length / 4 }, (_, index) => data.readFloatLE(index * 4)) : Array.from({ length: data.length / 2 }, (_, index) => float16BitsToFloat32(data.readUInt16LE(index * 2)));
const rowsOf = (variable: SyntheticVariable, first: number, count: number) => {
  const width = variable.shape.slice(1).reduce((product, dim) => product * dim, 1);
  return variable.values.slice(first * width, (first + count) * width).map((value) => float16BitsToFloat32(float32ToFloat16Bits(value)));
};

describe('parseCt2Model', () => {
  it('reads the spec, variables with shape and type, and aliases', () => {
    const model = parseCt2Model(ct2File(tinyWhisper(), { 'decoder/projection/weight': 'decoder/embeddings/weight' }));
    expect(model.binaryVersion).toBe(6);
    expect(model.specName).toBe('WhisperSpec');
    expect(model.specRevision).toBe(3);
    expect(model.variables.get('encoder/conv1/weight')).toMatchObject({ shape: [STATE, MELS, 3], dtype: 'float16' });
    expect(model.variables.get('encoder/position_encodings/encodings')?.dtype).toBe('float32');
    expect(model.variables.get('encoder/num_heads')).toMatchObject({ shape: [], dtype: 'int16' });
    expect(model.aliases.get('decoder/projection/weight')).toBe('decoder/embeddings/weight');
  });

  it('refuses truncated files, other binary versions and inconsistent sizes', () => {
    const file = ct2File(tinyWhisper());
    expect(() => parseCt2Model(file.subarray(0, file.length - 3))).toThrow(/truncated/);
    const otherVersion = Buffer.from(file);
    otherVersion.writeUInt32LE(5, 0);
    expect(() => parseCt2Model(otherVersion)).toThrow(/binary version 5/);
    expect(() => parseCt2Model(Buffer.concat([file, Buffer.from([1])]))).toThrow(/trailing/);
  });
});

describe('ct2WhisperToGgml', () => {
  const variables = tinyWhisper();
  const ggml = parseGgml(Buffer.concat(ct2WhisperToGgml(parseCt2Model(ct2File(variables, { 'decoder/projection/weight': 'decoder/embeddings/weight' })), VOCABULARY)));

  it('writes the magic and hyper-parameters whisper.cpp reads', () => {
    expect(ggml.header).toEqual([0x67676d6c, VOCAB_ROWS, AUDIO_CTX, STATE, 2, 1, TEXT_CTX, STATE, 2, 1, MELS, 1]);
  });

  it('writes the text tokens as raw bytes and leaves the special tokens to whisper.cpp', () => {
    expect(ggml.vocabulary.map((token) => [...token])).toEqual([[0x21], [...Buffer.from(' wir')], [0xc3, 0xbc], [0x0a], []]);
  });

  it('names every tensor as whisper.cpp expects, with its dimensions reversed and its type', () => {
    const encoderLayer = ['attn_ln.weight', 'attn_ln.bias', 'attn.query.weight', 'attn.query.bias', 'attn.key.weight', 'attn.value.weight', 'attn.value.bias', 'attn.out.weight', 'attn.out.bias', 'mlp_ln.weight', 'mlp_ln.bias', 'mlp.0.weight', 'mlp.0.bias', 'mlp.2.weight', 'mlp.2.bias'];
    const crossAttention = ['cross_attn_ln.weight', 'cross_attn_ln.bias', 'cross_attn.query.weight', 'cross_attn.query.bias', 'cross_attn.key.weight', 'cross_attn.value.weight', 'cross_attn.value.bias', 'cross_attn.out.weight', 'cross_attn.out.bias'];
    const expected = [
      ...['positional_embedding', 'conv1.weight', 'conv1.bias', 'conv2.weight', 'conv2.bias', 'ln_post.weight', 'ln_post.bias'].map((name) => `encoder.${name}`),
      ...encoderLayer.map((name) => `encoder.blocks.0.${name}`),
      ...['positional_embedding', 'token_embedding.weight', 'ln.weight', 'ln.bias'].map((name) => `decoder.${name}`),
      ...[...encoderLayer, ...crossAttention].map((name) => `decoder.blocks.0.${name}`),
    ];
    expect([...ggml.tensors.keys()].sort()).toEqual(expected.sort());
    const F32 = 0;
    const F16 = 1;
    expect(ggml.tensors.get('encoder.conv1.weight')).toMatchObject({ dims: [3, MELS, STATE], type: F16 });
    expect(ggml.tensors.get('encoder.conv1.bias')).toMatchObject({ dims: [1, STATE], type: F32 });
    expect(ggml.tensors.get('encoder.positional_embedding')).toMatchObject({ dims: [STATE, AUDIO_CTX], type: F32 });
    expect(ggml.tensors.get('decoder.positional_embedding')).toMatchObject({ dims: [STATE, TEXT_CTX], type: F32 });
    expect(ggml.tensors.get('decoder.token_embedding.weight')).toMatchObject({ dims: [STATE, VOCAB_ROWS], type: F16 });
    expect(ggml.tensors.get('decoder.blocks.0.mlp.0.weight')).toMatchObject({ dims: [STATE, 2 * STATE], type: F16 });
    expect(ggml.tensors.get('decoder.blocks.0.mlp.0.bias')).toMatchObject({ dims: [2 * STATE], type: F32 });
    expect(ggml.tensors.get('encoder.ln_post.weight')).toMatchObject({ dims: [STATE], type: F32 });
  });

  it('splits the fused projections into query, key and value and keeps the values', () => {
    const tensorValues = (name: string) => {
      const tensor = ggml.tensors.get(name);
      return tensor ? asFloats(tensor.data, tensor.type) : undefined;
    };
    const selfAttention = variables['encoder/layer_0/self_attention/linear_0/weight']!;
    expect(tensorValues('encoder.blocks.0.attn.query.weight')).toEqual(rowsOf(selfAttention, 0, STATE));
    expect(tensorValues('encoder.blocks.0.attn.key.weight')).toEqual(rowsOf(selfAttention, STATE, STATE));
    expect(tensorValues('encoder.blocks.0.attn.value.weight')).toEqual(rowsOf(selfAttention, 2 * STATE, STATE));
    expect(tensorValues('encoder.blocks.0.attn.value.bias')).toEqual(rowsOf(variables['encoder/layer_0/self_attention/linear_0/bias']!, 2 * STATE, STATE));
    const cross = variables['decoder/layer_0/attention/linear_1/weight']!;
    expect(tensorValues('decoder.blocks.0.cross_attn.key.weight')).toEqual(rowsOf(cross, 0, STATE));
    expect(tensorValues('decoder.blocks.0.cross_attn.value.weight')).toEqual(rowsOf(cross, STATE, STATE));
    expect(tensorValues('decoder.blocks.0.cross_attn.query.bias')).toEqual(rowsOf(variables['decoder/layer_0/attention/linear_0/bias']!, 0, STATE));
    expect(tensorValues('decoder.blocks.0.attn.out.weight')).toEqual(rowsOf(variables['decoder/layer_0/self_attention/linear_1/weight']!, 0, STATE));
    expect(tensorValues('decoder.blocks.0.mlp_ln.bias')).toEqual(rowsOf(variables['decoder/layer_0/ffn/layer_norm/beta']!, 0, STATE));
    expect(tensorValues('encoder.positional_embedding')).toEqual(variables['encoder/position_encodings/encodings']!.values.map((value) => Math.fround(value)));
  });

  it('writes Whisper mel filters of n_fft / 2 + 1 bins', () => {
    expect(ggml.mel.rows).toBe(MELS);
    expect(ggml.mel.columns).toBe(201);
    expect([...ggml.mel.values]).toEqual([...melFilterBank(16000, 400, MELS)]);
  });

  it('refuses what whisper.cpp could not load', () => {
    const convert = (changed: Record<string, SyntheticVariable>, aliases: Record<string, string> = {}) => () => ct2WhisperToGgml(parseCt2Model(ct2File({ ...variables, ...changed }, aliases)), VOCABULARY);
    const keyBias = fusedLinear('encoder/layer_0/self_attention/linear_0', 3, 22)['encoder/layer_0/self_attention/linear_0/bias']!;
    keyBias.values[STATE] = 0.5;
    expect(convert({ 'encoder/layer_0/self_attention/linear_0/bias': keyBias })).toThrow(/key bias/);
    expect(convert({ 'encoder/conv1/weight': { ...filled([STATE, MELS, 3], 14), dtype: 'int8', values: new Array(STATE * MELS * 3).fill(1) } })).toThrow(/quantized/);
    expect(convert({ 'decoder/projection/weight': filled([VOCAB_ROWS, STATE], 99) })).toThrow(/output projection/);
    expect(convert({ 'decoder/layer_0/attention/linear_3/weight': filled([STATE, STATE], 98) })).toThrow(/does not map: decoder\/layer_0\/attention\/linear_3\/weight/);
    expect(() => ct2WhisperToGgml(parseCt2Model(ct2File(variables, {}, 'TransformerSpec')), VOCABULARY)).toThrow(/WhisperSpec/);
    expect(() => ct2WhisperToGgml(parseCt2Model(ct2File(variables)), ['!', 'Ġwir'])).toThrow(/endoftext/);
  });
});

describe('convertCt2WhisperFiles', () => {
  let dir: string | undefined;
  afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

  it('writes the same bytes as the in-memory conversion and never overwrites a file', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ct2-to-ggml-'));
    const files = { modelBin: path.join(dir, 'model.bin'), vocabulary: path.join(dir, 'vocabulary.txt'), output: path.join(dir, 'ggml.bin') };
    await writeFile(files.modelBin, ct2File(tinyWhisper()));
    await writeFile(files.vocabulary, VOCABULARY.join('\n'));
    await convertCt2WhisperFiles(files);
    expect(await readFile(files.output)).toEqual(Buffer.concat(ct2WhisperToGgml(parseCt2Model(ct2File(tinyWhisper())), VOCABULARY)));
    await expect(convertCt2WhisperFiles(files)).rejects.toThrow(/EEXIST/);
  });
});

describe('melFilterBank', () => {
  // Reference values from openai-whisper's whisper/assets/mel_filters.npz (librosa.filters.mel(sr=16000, n_fft=400, n_mels=80)).
  const filters = melFilterBank(16000, 400, 80);
  const at = (mel: number, bin: number) => filters[mel * 201 + bin] ?? Number.NaN;

  it('matches librosa’s Slaney filters that Whisper was trained with', () => {
    expect(filters).toHaveLength(80 * 201);
    expect(at(0, 1)).toBeCloseTo(0.02486259490251541, 8);
    expect(at(13, 13)).toBeCloseTo(0.025880683213472366, 8);
    expect([42, 43, 44].map((bin) => at(40, bin))).toEqual([0.005411104764789343, 0.014735566452145576, 0.006518189795315266].map((value) => expect.closeTo(value, 8)));
    expect(at(79, 190)).toBeCloseTo(0.0022320549469441175, 8);
    expect([at(0, 2), at(40, 41), at(40, 45), at(79, 200)]).toEqual([0, 0, 0, 0]);
  });
});

describe('half-precision floats', () => {
  it('round to nearest even and handle the edges', () => {
    expect([1, -2, 65504, 0.5, 2 ** -24, 2 ** -14].map(float32ToFloat16Bits)).toEqual([0x3c00, 0xc000, 0x7bff, 0x3800, 0x0001, 0x0400]);
    expect(float32ToFloat16Bits(1 + 2 ** -11)).toBe(0x3c00);
    expect(float32ToFloat16Bits(1 + 3 * 2 ** -11)).toBe(0x3c02);
    expect(float32ToFloat16Bits(1e-9)).toBe(0);
    expect(float32ToFloat16Bits(1e6)).toBe(0x7c00);
    expect([0x3c00, 0xc000, 0x7bff, 0x0001, 0x7c00].map(float16BitsToFloat32)).toEqual([1, -2, 65504, 2 ** -24, Number.POSITIVE_INFINITY]);
  });
});

describe('byteLevelTokenToBytes', () => {
  it('maps GPT-2’s printable stand-ins back to the bytes they spell', () => {
    expect([...byteLevelTokenToBytes('ĠSchalpl')]).toEqual([...Buffer.from(' Schalpl')]);
    expect(byteLevelTokenToBytes('Ã¤ne').toString('utf8')).toBe('äne');
    expect(() => byteLevelTokenToBytes('€')).toThrow(/byte-level/);
  });
});
