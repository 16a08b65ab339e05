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

/** A list of names the code reads (a list of strings); anything else is the same missing-key error. */
export function codeList(lists: Readonly<Record<string, unknown>>, key: string): readonly string[] {
  const value = lists[key];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) throw new MissingFlowKeyError('list', key);
  return value;
}
