/**
 * The slice of the Web Storage API the mocks use. A real `localStorage` or
 * `sessionStorage` satisfies it, and so does `createMemoryStorage()` in tests.
 */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Returns a storage, or null when there is none. Injected so Node tests can pass in-memory ones. */
export type GetStorage = () => StorageLike | null;

/**
 * Reads one key without ever throwing. Storage access can throw (sandboxed
 * iframes, privacy modes); a mock that throws there would break every call,
 * so an unreadable storage counts as an empty one.
 */
export function readStorageItem(getStorage: GetStorage, key: string): string | null {
  try {
    return getStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The storage, or null when getting it throws (same reason as above). */
export function safeStorage(getStorage: GetStorage): StorageLike | null {
  try {
    return getStorage();
  } catch {
    return null;
  }
}
