import type { StorageLike } from './storage.ts';

/**
 * One mocked answer (contracts.md section 4). Every field is optional:
 * `{}` is a 200 with no body.
 */
export type MockAnswer = {
  /** HTTP status, 200 when absent. 200..599 (what a fetch Response can carry). */
  status?: number;
  /** JSON body. A string is sent as-is as application/json, so tests can send malformed JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait this long before answering (timeouts, loaders). */
  delayMs?: number;
  /** Fail like a dropped connection (`HttpResponse.error()`); the other fields are ignored. */
  networkError?: boolean;
};

/** One answer, or answers used in turn where the last one repeats. */
export type MockAnswerValue = MockAnswer | MockAnswer[];

/** Keyed `"METHOD /path"`: upper-case method, path without origin or query. */
export type MockOverrides = Record<string, MockAnswerValue>;

export const OVERRIDES_STORAGE_KEY = 'mock:overrides';

const WHERE_TO_FIX = `Fix or remove localStorage["${OVERRIDES_STORAGE_KEY}"] (debug panel, or DevTools > Application > Local Storage); the format is in contracts.md section 4.`;

export type OverridesParseResult = { ok: true; overrides: MockOverrides } | { ok: false; problem: string };

/** What `readOverrides` found: the raw text (for an editor), the usable overrides, and any problem. */
export type OverridesReading = {
  text: string | null;
  overrides: MockOverrides;
  /** Null when the text is absent or valid; otherwise what is wrong and where to fix it. */
  problem: string | null;
};

const ANSWER_FIELDS = new Set(['status', 'body', 'headers', 'delayMs', 'networkError']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `"post /a/b?x=1"` -> `"POST /a/b"`. Lenient about case and a stray query
 * because they are easy slips when typing a key by hand; an origin is refused
 * because it would silently never match.
 */
export function normalizeOverrideKey(key: string): string | null {
  const match = /^\s*([A-Za-z]+)\s+(\/[^?#\s]*)(?:[?#]\S*)?\s*$/.exec(key);
  if (!match || match[1] === undefined || match[2] === undefined) return null;
  return `${match[1].toUpperCase()} ${match[2]}`;
}

/** Returns a problem with one answer, or null when it is usable. */
function answerProblem(answer: unknown, where: string): string | null {
  if (!isPlainObject(answer)) return `${where} must be an object like { "status": 200, "body": {} }`;
  const unknownField = Object.keys(answer).find((field) => !ANSWER_FIELDS.has(field));
  if (unknownField !== undefined) {
    return `${where} has unknown field "${unknownField}" (allowed: ${[...ANSWER_FIELDS].join(', ')})`;
  }
  const { status, headers, delayMs, networkError } = answer;
  if (status !== undefined && !(typeof status === 'number' && Number.isInteger(status) && status >= 200 && status <= 599)) {
    return `${where}.status must be an integer from 200 to 599 (use "networkError": true for a failed connection)`;
  }
  if (headers !== undefined && !(isPlainObject(headers) && Object.values(headers).every((v) => typeof v === 'string'))) {
    return `${where}.headers must be an object of string values`;
  }
  if (delayMs !== undefined && !(typeof delayMs === 'number' && Number.isFinite(delayMs) && delayMs >= 0)) {
    return `${where}.delayMs must be a number of milliseconds >= 0`;
  }
  if (networkError !== undefined && typeof networkError !== 'boolean') {
    return `${where}.networkError must be true or false`;
  }
  return null;
}

/** Validates overrides that are already parsed (what the debug panel edits). */
export function validateOverrides(value: unknown): OverridesParseResult {
  if (!isPlainObject(value)) {
    return { ok: false, problem: 'the value must be a JSON object keyed "METHOD /path"' };
  }
  const overrides: MockOverrides = {};
  for (const [rawKey, entry] of Object.entries(value)) {
    const key = normalizeOverrideKey(rawKey);
    if (key === null) {
      return { ok: false, problem: `key "${rawKey}" is not "METHOD /path" (path without origin, e.g. "POST /accountlandingservice/isaac/getoffers")` };
    }
    const answers = Array.isArray(entry) ? entry : [entry];
    if (answers.length === 0) return { ok: false, problem: `"${rawKey}" is an empty array; give at least one answer` };
    for (const [index, answer] of answers.entries()) {
      const problem = answerProblem(answer, Array.isArray(entry) ? `"${rawKey}"[${index}]` : `"${rawKey}"`);
      if (problem !== null) return { ok: false, problem };
    }
    overrides[key] = entry as MockAnswerValue;
  }
  return { ok: true, overrides };
}

/** Parses the stored text. Absent or blank text means "no overrides", not a problem. */
export function parseOverridesText(text: string | null): OverridesParseResult {
  if (text === null || text.trim() === '') return { ok: true, overrides: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `invalid JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  return validateOverrides(value);
}

/**
 * Reads `localStorage["mock:overrides"]`. Never throws: a broken value yields
 * no overrides plus a `[mocks]` problem message, because a typo in a debug
 * setting must not take the whole mock layer down.
 */
export function readOverrides(storage: StorageLike | null): OverridesReading {
  let text: string | null = null;
  try {
    text = storage?.getItem(OVERRIDES_STORAGE_KEY) ?? null;
  } catch {
    text = null;
  }
  const parsed = parseOverridesText(text);
  if (parsed.ok) return { text, overrides: parsed.overrides, problem: null };
  return { text, overrides: {}, problem: `[mocks] Ignoring all overrides: ${parsed.problem}. ${WHERE_TO_FIX}` };
}

/**
 * Stores overrides (pretty-printed, so they stay readable in DevTools).
 * Null or `{}` removes the key. Throws a `[mocks]` error for an invalid value
 * rather than storing something the handlers would then ignore.
 */
export function writeOverrides(storage: StorageLike, value: MockOverrides | null): void {
  if (value === null || Object.keys(value).length === 0) {
    storage.removeItem(OVERRIDES_STORAGE_KEY);
    return;
  }
  const checked = validateOverrides(value);
  if (!checked.ok) throw new Error(`[mocks] Not saving overrides: ${checked.problem}. The format is in contracts.md section 4.`);
  storage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(checked.overrides, null, 2));
}
