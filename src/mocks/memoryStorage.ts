import type { StorageLike } from './storage.ts';

/**
 * A tiny in-memory Web Storage for Node tests (vitest `node` environment has
 * no `localStorage`). Same string-only semantics as the browser's.
 */
export class MemoryStorage implements StorageLike {
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  clear(): void {
    this.#items.clear();
  }
}

export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries(initial)) storage.setItem(key, value);
  return storage;
}
