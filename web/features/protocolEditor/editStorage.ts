// Unsaved operations outlive a failed save, a reload and a closed tab: they wait in localStorage
// until the server has them. Each tab keeps its own record (a second tab of the same protocol
// must not overwrite the first one's); a tab that opens the protocol takes over the records of
// the others, since sending an operation twice has one effect.
import type { EditOperation } from '../../../common/protocolEdits';
import { tabId } from '../telemetry/tabId';

const PREFIX = 'baustellen.protocolEdits.';
const FORMAT = 1;

interface StoredEdits {
  format: typeof FORMAT;
  operations: readonly EditOperation[];
  savedAt: string;
}

/** The part of the Web Storage API this needs (tests pass a Map-backed one). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface EditStorage {
  /** The operations every tab left for this protocol, oldest record first; the other tabs' records are taken over. */
  restore(): EditOperation[];
  /** The same, leaving the records as they are (for showing what waits). */
  peek(): EditOperation[];
  /** Forgets every tab's record of this protocol ('Änderungen verwerfen'). */
  clear(): void;
  /** Replaces this tab's record; an empty list removes it. */
  save(operations: readonly EditOperation[]): void;
}

function read(storage: KeyValueStorage, key: string): StoredEdits | null {
  try {
    const parsed = JSON.parse(storage.getItem(key) ?? 'null') as StoredEdits | null;
    return parsed?.format === FORMAT && Array.isArray(parsed.operations) ? parsed : null;
  } catch {
    return null;
  }
}

/** The protocol's records in `storage`, keyed by protocol and tab. */
export function editStorage(storage: KeyValueStorage | null, protocolId: string, tab: string = tabId()): EditStorage {
  const prefix = `${PREFIX}${protocolId}.`;
  const own = `${prefix}${tab}`;
  const records = () => {
    if (!storage) return [];
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    const found = keys.flatMap((key) => {
      const record = read(storage, key);
      return record ? [{ key, record }] : [];
    });
    return found.sort((a, b) => a.record.savedAt.localeCompare(b.record.savedAt));
  };
  return {
    restore() {
      const found = records();
      for (const { key } of found) if (key !== own) storage?.removeItem(key);
      return found.flatMap(({ record }) => record.operations);
    },
    peek: () => records().flatMap(({ record }) => record.operations),
    clear() {
      for (const { key } of records()) storage?.removeItem(key);
    },
    save(operations) {
      if (!storage) return;
      try {
        if (operations.length === 0) storage.removeItem(own);
        else storage.setItem(own, JSON.stringify({ format: FORMAT, operations, savedAt: new Date().toISOString() } satisfies StoredEdits));
      } catch {
        // Storage full or blocked (private mode): the edits still wait in memory until saved.
      }
    },
  };
}

/** localStorage, or null where the browser blocks it. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
