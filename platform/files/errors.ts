/** The key is taken: uploads never overwrite, so the caller must choose another key. */
export class FileExistsError extends Error {
  override name = 'FileExistsError';
  constructor(readonly key: string) {
    super(`A file is already stored under ${JSON.stringify(key)}`);
  }
}

/** The key could address something outside the storage, or is not one the product would create. */
export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
  constructor(key: unknown, reason: string) {
    // Keys can come from requests: quote them (escaping control characters) and cap their length in messages.
    super(`Invalid storage key ${JSON.stringify(String(key).slice(0, 80))}: ${reason}`);
  }
}
