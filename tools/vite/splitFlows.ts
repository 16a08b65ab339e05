import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FlowSet } from '../../src/model/flowSet.ts';
import { readCodeKeys, type CodeKeys } from '../flowcheck/codeKeysCheck.ts';
import { repoPath } from '../repoPath.ts';

/** What travels with one journey's chunk besides the journey: the flow data only its pages read. */
export interface JourneyExtras {
  decisions: FlowSet['decisions'];
  lists: FlowSet['lists'];
  settings: FlowSet['settings'];
  texts: FlowSet['texts'];
}

/** Names code reads by name at any time: they never wait for a chunk. */
export interface CodeReads {
  keys: CodeKeys;
  /** Decision tables named in src/ (fact derivations, the plumbing's decisions.* reads). */
  decisions: ReadonlySet<string>;
}

const escape = (name: string): string => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Does this JSON name `kind.name` in a fact path, or `name` as a whole string (an action's table argument)? */
function names(json: string, kind: string, name: string): boolean {
  return new RegExp(`${kind}\\.${escape(name)}(?![A-Za-z0-9_])`).test(json) || json.includes(JSON.stringify(name));
}

/** Text keys a piece of flow data names: {"text": key} references and {"var": "texts.key"} reads. */
function textKeysIn(json: string, known: Record<string, string>): Set<string> {
  const keys = new Set<string>();
  for (const match of json.matchAll(/"text":"([^"]+)"/g)) if (match[1] && match[1] in known) keys.add(match[1]);
  for (const match of json.matchAll(/"texts\.([A-Za-z0-9.]+)"/g)) if (match[1] && match[1] in known) keys.add(match[1]);
  return keys;
}

function sourceText(dir: string, skip: string): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return path === skip ? '' : sourceText(path, skip);
      return /\.tsx?$/.test(entry.name) && !/\.(test|bench)\.tsx?$/.test(entry.name) ? readFileSync(path, 'utf8') : '';
    })
    .join('\n');
}

/**
 * The names code reads: settings, lists and texts from the generated manifest
 * (schemas/generated/flow-keys.json), decision tables by a whole-word search of
 * src/. A search errs on the safe side: a table a comment mentions stays at
 * start-up, one that code reads is never moved out.
 */
export function readCodeReads(decisionIds: readonly string[]): CodeReads {
  // The mock services stand in for the server and read no flow data by table name.
  const code = sourceText(repoPath('src'), repoPath('src/mocks'));
  return {
    keys: readCodeKeys().keys,
    decisions: new Set(decisionIds.filter((id) => new RegExp(`\\b${escape(id)}\\b`).test(code))),
  };
}

/** The one journey whose data names it, or null (none, several, or core data or code reads it too). */
function soleOwner(journeyJson: Record<string, string>, usedElsewhere: boolean, test: (json: string) => boolean): string | null {
  if (usedElsewhere) return null;
  const owners = Object.keys(journeyJson).filter((id) => test(journeyJson[id] as string));
  return owners.length === 1 ? (owners[0] as string) : null;
}

/**
 * Which decision tables, lists, settings and texts can travel with a journey's
 * chunk instead of the start-up bundle: those only that journey's pages name.
 * Everything else stays at start-up: what core data names (error and redirect
 * tables, switches, the tables and lists that stay), what two journeys or none
 * name, what code reads by name, and the `common.` and `plumbing.` texts the
 * shell reads. Tables go first: a table that moves takes the texts, lists and
 * settings only it names along. Every table is still evaluated for every fact
 * once its journey has arrived (FactsStore), which is the only time its pages show.
 */
export function splitFlows(
  flows: FlowSet,
  journeyJson: Record<string, string>,
  code: CodeReads,
): { core: JourneyExtras; byJourney: Record<string, JourneyExtras> } {
  const byJourney: Record<string, JourneyExtras> = {};
  const extrasOf = (id: string): JourneyExtras => (byJourney[id] ??= { decisions: {}, lists: {}, settings: {}, texts: {} });
  const core: JourneyExtras = { decisions: {}, lists: {}, settings: {}, texts: {} };
  const alwaysCore = JSON.stringify([flows.errorTables, flows.redirectTables, flows.switches]);

  const tableJson = Object.fromEntries(Object.entries(flows.decisions).map(([id, table]) => [id, JSON.stringify(table)]));
  for (const [id, table] of Object.entries(flows.decisions)) {
    const otherTables = Object.entries(tableJson).filter(([other]) => other !== id);
    const elsewhere = code.decisions.has(id) || names(alwaysCore, 'decisions', id) || otherTables.some(([, json]) => names(json, 'decisions', id));
    const owner = soleOwner(journeyJson, elsewhere, (json) => names(json, 'decisions', id));
    if (owner) extrasOf(owner).decisions[id] = table;
    else core.decisions[id] = table;
  }

  // A journey's data now includes the tables that moved with it; core data the ones that stayed.
  const withTables = Object.fromEntries(Object.entries(journeyJson).map(([id, json]) => [id, json + JSON.stringify(byJourney[id]?.decisions ?? {})]));
  const coreData = alwaysCore + JSON.stringify([core.decisions, flows.texts]);
  for (const [kind, read] of [
    ['lists', code.keys.lists],
    ['settings', code.keys.settings],
  ] as const) {
    const all = flows[kind] as Record<string, unknown>;
    for (const [name, value] of Object.entries(all)) {
      const others = JSON.stringify(Object.entries(all).filter(([other]) => other !== name));
      const elsewhere = name in (read ?? {}) || names(coreData, kind, name) || names(others, kind, name);
      const owner = soleOwner(withTables, elsewhere, (json) => names(json, kind, name));
      ((owner ? extrasOf(owner)[kind] : core[kind]) as Record<string, unknown>)[name] = value;
    }
  }

  const coreTexts = textKeysIn(alwaysCore + JSON.stringify([core.decisions, core.settings, core.lists]), flows.texts);
  const owners = new Map<string, Set<string>>();
  for (const [journeyId, json] of Object.entries(withTables)) {
    for (const key of textKeysIn(json, flows.texts)) owners.set(key, (owners.get(key) ?? new Set()).add(journeyId));
  }
  for (const [key, text] of Object.entries(flows.texts)) {
    const journeys = owners.get(key);
    const shellText = key.startsWith('common.') || key.startsWith('plumbing.') || key in (code.keys.texts ?? {});
    if (!shellText && !coreTexts.has(key) && journeys?.size === 1) extrasOf([...journeys][0] as string).texts[key] = text;
    else core.texts[key] = text;
  }
  return { core, byJourney };
}
