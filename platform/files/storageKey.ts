import { InvalidStorageKeyError } from './errors';

export const MAX_STORAGE_KEY_LENGTH = 512;
// File systems cap a name at 255 bytes, and local storage appends a 45-character temporary suffix.
export const MAX_STORAGE_KEY_SEGMENT_LENGTH = 200;
const SEGMENT = /^[A-Za-z0-9._-]+$/;

declare const validated: unique symbol;
/**
 * A key that passed parseStorageKey. Backends take only this type, so the compiler proves that no
 * unchecked string reaches a file path or an S3 request.
 */
export type StorageKey = string & { readonly [validated]: true };

/**
 * The one place keys are checked. What passes is a relative path of plain segments that the local
 * storage can join under its directory without any way out (no '..', no '.', no empty segment, no
 * leading '/', no backslash) and that S3 stores byte for byte without URL-encoding surprises.
 * '~' and every other character outside the segment alphabet stay free for the storage's own use.
 */
export function parseStorageKey(key: string): StorageKey {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidStorageKeyError(key, 'must be a non-empty string');
  if (key.length > MAX_STORAGE_KEY_LENGTH) {
    throw new InvalidStorageKeyError(key, `must be at most ${MAX_STORAGE_KEY_LENGTH} characters`);
  }
  if (key.includes('..')) throw new InvalidStorageKeyError(key, "must not contain '..'");
  for (const segment of key.split('/')) {
    if (!SEGMENT.test(segment) || segment === '.') {
      throw new InvalidStorageKeyError(key, "must be segments of A-Z, a-z, 0-9, '.', '_', '-' separated by single '/'");
    }
    if (segment.length > MAX_STORAGE_KEY_SEGMENT_LENGTH) {
      throw new InvalidStorageKeyError(key, `must have segments of at most ${MAX_STORAGE_KEY_SEGMENT_LENGTH} characters`);
    }
  }
  return key as StorageKey;
}
