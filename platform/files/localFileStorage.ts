import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, link, mkdir, open, readFile, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FileExistsError } from './errors';
import type { StorageBackend } from './storageBackend';
import type { StorageKey } from './storageKey';

/** Files under `root`, one per key, at the key's relative path. */
export function createLocalFileStorage(root: string): StorageBackend {
  // Safe because a StorageKey has only plain segments: the result always lies inside root.
  const fileOf = (key: StorageKey) => path.join(root, ...key.split('/'));

  /**
   * The body is written completely under a temporary name and then hard-linked to the final
   * name: link() fails with EEXIST instead of replacing (rename() would overwrite), and a crash
   * mid-write leaves only the temporary file, never a truncated file under the key. '~' never
   * occurs in a key, so a temporary file can neither be read as nor collide with a stored one;
   * the same directory keeps both names on one filesystem, which link() needs.
   */
  async function store(key: StorageKey, write: (temp: string) => Promise<void>): Promise<void> {
    const file = fileOf(key);
    const dir = path.dirname(file);
    await mkdir(dir, { recursive: true });
    const temp = path.join(dir, `${path.basename(file)}~${randomUUID()}.partial`);
    try {
      await write(temp);
      const handle = await open(temp, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await link(temp, file);
      } catch (error) {
        if (errorCode(error) === 'EEXIST') throw new FileExistsError(key);
        throw error;
      }
      await syncDirectory(dir);
    } finally {
      await rm(temp, { force: true });
    }
  }

  return {
    // The content type is not kept: nothing reads it back through this interface, and S3 keeps it
    // only for the sake of direct downloads, which local storage does not offer.
    put: (key, body) => store(key, (temp) => writeFile(temp, body, { flag: 'wx' })),

    // The kernel copies (or clones) the file: nothing of it passes through the process's memory.
    putFile: (key, sourcePath) => store(key, (temp) => copyFile(sourcePath, temp, constants.COPYFILE_EXCL)),

    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async open(key) {
      const file = fileOf(key);
      let size: number;
      try {
        const stats = await stat(file);
        if (!stats.isFile()) return null;
        size = stats.size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      return {
        size,
        // Opened here, so a file deleted meanwhile rejects instead of failing the stream later.
        stream: async (range) => (await open(file, 'r')).createReadStream(range ?? {}),
      };
    },

    // Emptied directories stay: removing them would race with a concurrent put that has just
    // created its directory, and an empty per-user directory costs nothing.
    async delete(key) {
      try {
        await unlink(fileOf(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}

/** Makes the new directory entry durable: once put resolves, the upload survives a power loss. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

// ENOTDIR: a segment of the key is a file (key 'a/b' while 'a' is stored); EISDIR: the key names a
// directory (key 'a' while 'a/b' is stored). Either way no file is stored under this key.
const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR', 'EISDIR'].includes(errorCode(error) ?? '');
