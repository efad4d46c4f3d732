import type { Readable } from 'node:stream';
import type { StorageKey } from './storageKey';

export interface StoredFile {
  size: number;
  /** The bytes from `start` to `end` inclusive (all of them without a range). */
  stream(range?: ByteRange): Promise<Readable>;
}

export interface ByteRange {
  start: number;
  end: number;
}

/** What a storage backend implements: the FileStorage contract for keys that were already checked. */
export interface StorageBackend {
  put(key: StorageKey, body: Buffer, contentType: string): Promise<void>;
  putFile(key: StorageKey, sourcePath: string, contentType: string): Promise<void>;
  get(key: StorageKey): Promise<Buffer | null>;
  open(key: StorageKey): Promise<StoredFile | null>;
  delete(key: StorageKey): Promise<void>;
}
