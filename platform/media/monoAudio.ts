/** 16 kHz mono PCM in [-1, 1], as the media normaliser produces it. */
export interface MonoAudio {
  samples: Float32Array;
  sampleRate: 16000;
}
