import { readFileSync } from 'node:fs';
import type { FlowSet } from '../../../src/model/flowSet.ts';
import { repoPath } from '../../../tools/repoPath.ts';
import type { TextsIndexAnswer } from '../../shared/editors.ts';

/** The text keys a flow value reads: {"text": key} references and "texts.<key>" fact paths. */
function textKeysIn(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith('texts.')) into.add(value.slice('texts.'.length));
  } else if (Array.isArray(value)) value.forEach((item) => textKeysIn(item, into));
  else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.text === 'string') into.add(record.text);
    for (const item of Object.values(record)) textKeysIn(item, into);
  }
  return into;
}

/** The keys src/ reads by name (schemas/generated/flow-keys.json, written by npm run gen), with the files that read them. */
function codeTextKeys(): Record<string, string[]> {
  const keys = JSON.parse(readFileSync(repoPath('schemas/generated/flow-keys.json'), 'utf8')) as { texts?: Record<string, string[]> };
  return keys.texts ?? {};
}

/**
 * Which texts file writes each key, where each key is used (composed pages,
 * decision, error and redirect tables, the code), and the keys read that no
 * file writes. One walk over the composed flows, this file's own (textKeysIn).
 * The reference index of issue 22 is on main (src/engine/references/, `text`
 * references) but is not used here yet: it reads `texts.<key>` as a fact path
 * in rules, this walk takes any such string, so moving to it needs the two
 * answers compared on the real flows first (the uses each text lists, the
 * texts editor's "Only unused texts").
 */
export function textsIndex(flows: FlowSet, textFiles: Iterable<{ path: string; data: unknown }>): TextsIndexAnswer {
  const textKeys: Record<string, string> = {};
  const englishFiles: string[] = [];
  for (const { path, data } of textFiles) {
    englishFiles.push(path);
    for (const key of Object.keys((data as { texts?: object } | null)?.texts ?? {})) if (!Object.hasOwn(textKeys, key)) textKeys[key] = path;
  }
  const uses = new Map<string, string[]>();
  const use = (where: string, value: unknown): void => {
    for (const key of textKeysIn(value, new Set())) uses.set(key, [...(uses.get(key) ?? []), where]);
  };
  for (const journey of Object.values(flows.journeys))
    for (const [pageId, page] of Object.entries(journey.pages)) use(`page ${journey.id}.${pageId} (${page.route}.html)`, page);
  for (const table of Object.values(flows.decisions)) use(`decision ${table.id}`, { rows: table.rows, default: table.default });
  for (const table of Object.values(flows.errorTables)) use(`error table ${table.id}`, { rows: table.rows, default: table.default });
  for (const table of Object.values(flows.redirectTables)) use(`redirect table ${table.id}`, table.rows);
  for (const [key, files] of Object.entries(codeTextKeys())) for (const file of files) uses.set(key, [...(uses.get(key) ?? []), `code ${file}`]);
  // Own keys only: `in` finds what every object inherits ("constructor"), which no texts file writes.
  const textUses = Object.fromEntries([...uses].filter(([key]) => Object.hasOwn(flows.texts, key) || Object.hasOwn(textKeys, key)));
  const missingTextKeys = [...uses.keys()].filter((key) => !Object.hasOwn(textKeys, key)).sort();
  return { textKeys, textUses, missingTextKeys, englishFiles };
}
