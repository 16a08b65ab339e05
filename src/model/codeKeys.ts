/**
 * The one way code outside flows reads a text or setting by name. `npm run gen`
 * lists every key read through these (schemas/generated/flow-keys.json) and
 * flows:check proves each exists in flows/, so there is no silent fallback
 * here: a deleted key is a check error, never an empty label on a shopper's
 * screen. (Crash paths that must show something keep their own literal.)
 */
export class MissingFlowKeyError extends Error {
  constructor(kind: 'text key' | 'setting' | 'list', key: string) {
    super(`[storeflow] ${kind} "${key}" is missing from flows/ (flows:check reports this: run npm run flows:check).`);
    this.name = 'MissingFlowKeyError';
  }
}

export function codeText(texts: Readonly<Record<string, string>>, key: string): string {
  const value = texts[key];
  if (value === undefined) throw new MissingFlowKeyError('text key', key);
  return value;
}

export function codeNumber(settings: Readonly<Record<string, unknown>>, key: string): number {
  const value = settings[key];
  if (typeof value !== 'number') throw new MissingFlowKeyError('setting', key);
  return value;
}

export function codeString(settings: Readonly<Record<string, unknown>>, key: string): string {
  const value = settings[key];
  if (typeof value !== 'string') throw new MissingFlowKeyError('setting', key);
  return value;
}

/** A list that code reads by name (flows/lists); missing is an error like a setting, never an empty list. */
export function codeList(lists: Readonly<Record<string, readonly unknown[]>>, key: string): string[] {
  const value = lists[key];
  if (!Array.isArray(value)) throw new MissingFlowKeyError('list', key);
  return value.map(String);
}
