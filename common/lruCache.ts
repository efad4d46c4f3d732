/**
 * A map that keeps at most `capacity` entries and forgets the least recently used one first.
 * A Map iterates in insertion order, so re-inserting an entry on every read moves it to the end.
 */
export class LruCache<Key, Value> {
  readonly #entries = new Map<Key, Value>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.#entries.size;
  }

  get(key: Key): Value | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as Value;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: Key, value: Value): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value as Key);
  }
}
