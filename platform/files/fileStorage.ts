import path from 'node:path';
import { ConfigError, type Config } from '../config';
import { createLocalFileStorage } from './localFileStorage';
import { createS3FileStorage } from './s3FileStorage';
import type { StorageBackend, StoredFile } from './storageBackend';
import { parseStorageKey } from './storageKey';

export { FileExistsError, InvalidStorageKeyError } from './errors';
export { MAX_STORAGE_KEY_LENGTH, MAX_STORAGE_KEY_SEGMENT_LENGTH } from './storageKey';

/**
 * Uploaded audio, video and exports, under keys like `{userId}/{timestamp}.{ext}`. Every method
 * rejects an invalid key with InvalidStorageKeyError.
 */
export interface FileStorage {
  /** Stores a new file; refuses (throws FileExistsError) if the key exists: uploads never overwrite. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a new file from one on disk, streamed (recordings reach gigabytes); refuses an existing key as put does. */
  putFile(key: string, sourcePath: string, contentType: string): Promise<void>;
  /** Reads a file (Buffer), or null when missing. */
  get(key: string): Promise<Buffer | null>;
  /** A stored file's size and a stream of its bytes, whole or a range, or null when missing. */
  open(key: string): Promise<StoredFile | null>;
  /** Removes a file. Idempotent: a missing key is not an error (deletion workflows retry). */
  delete(key: string): Promise<void>;
}

/** S3-compatible storage (MinIO in docker-compose) when S3_ENDPOINT is set, else a directory under DATA_DIR. */
export function createFileStorage(config: Config): FileStorage {
  return checkingKeys(config.S3_ENDPOINT ? s3Backend(config, config.S3_ENDPOINT) : createLocalFileStorage(path.join(config.dataDir, 'files')));
}

function s3Backend(config: Config, endpoint: string): StorageBackend {
  // loadConfig already refuses this; a Config built by hand must not silently fall back to anonymous requests.
  if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('Invalid configuration:\n  S3_ENDPOINT needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  }
  return createS3FileStorage({
    endpoint,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
}

// async, so that an invalid key rejects the returned promise instead of throwing at the call.
const checkingKeys = (backend: StorageBackend): FileStorage => ({
  put: async (key, body, contentType) => backend.put(parseStorageKey(key), body, contentType),
  putFile: async (key, sourcePath, contentType) => backend.putFile(parseStorageKey(key), sourcePath, contentType),
  get: async (key) => backend.get(parseStorageKey(key)),
  open: async (key) => backend.open(parseStorageKey(key)),
  delete: async (key) => backend.delete(parseStorageKey(key)),
});
