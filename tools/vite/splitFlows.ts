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

/**
 * The journeys whose chunks carry one name: the one or several journeys whose
 * data name it, or none (start-up) when every journey or none names it, or core
 * data or code reads it too. What several journeys name is copied into each of
 * their chunks rather than put in a chunk they share: a page's HTML would name
 * one more file, and Lighthouse's simulated slow 4G put the PDP's and cart's
 * largest paint about 0.2 s later for it (docs/performance.md "Data several
 * journeys read (session 30)").
 */
function carriersOf(journeyIds: readonly string[], usedElsewhere: boolean, namedBy: (journeyId: string) => boolean): readonly string[] {
  if (usedElsewhere) return [];
  const owners = journeyIds.filter(namedBy);
  return owners.length === journeyIds.length && owners.length > 1 ? [] : owners;
}

/**
 * Which decision tables, lists, settings and texts can travel with journey
 * chunks instead of the start-up bundle: those only the pages of some
 * journeys name, not every journey's (the sales pages' chat, smart banner, tab
 * bar and analytics tables, which the card and savings landings never read),
 * in each of those journeys' chunks. Everything else stays at start-up: what
 * core data names (error and redirect tables, switches, the tables and lists
 * that stay), what every journey or none names, what code reads by name, and
 * the `common.` and `plumbing.` texts the shell reads. Tables go first: a
 * table that moves takes along the texts, lists and settings only its
 * journeys name. Every table is still evaluated for every fact once a chunk
 * that carries it has arrived (FactsStore), which is the only time the pages
 * that read it show.
 */
export function splitFlows(
  flows: FlowSet,
  journeyJson: Record<string, string>,
  code: CodeReads,
): { core: JourneyExtras; byJourney: Record<string, JourneyExtras> } {
  const empty = (): JourneyExtras => ({ decisions: {}, lists: {}, settings: {}, texts: {} });
  const byJourney: Record<string, JourneyExtras> = {};
  const core = empty();
  const put = <K extends keyof JourneyExtras>(carriers: readonly string[], kind: K, name: string, value: JourneyExtras[K][string]): void => {
    const targets = carriers.length === 0 ? [core] : carriers.map((id) => (byJourney[id] ??= empty()));
    for (const extras of targets) (extras[kind] as Record<string, unknown>)[name] = value;
  };
  const alwaysCore = JSON.stringify([flows.errorTables, flows.redirectTables, flows.switches]);
  const journeyIds = Object.keys(journeyJson);

  const tableJson = Object.fromEntries(Object.entries(flows.decisions).map(([id, table]) => [id, JSON.stringify(table)]));
  for (const [id, table] of Object.entries(flows.decisions)) {
    const otherTables = Object.entries(tableJson).filter(([other]) => other !== id);
    const elsewhere = code.decisions.has(id) || names(alwaysCore, 'decisions', id) || otherTables.some(([, json]) => names(json, 'decisions', id));
    put(
      carriersOf(journeyIds, elsewhere, (journeyId) => names(journeyJson[journeyId] as string, 'decisions', id)),
      'decisions',
      id,
      table,
    );
  }

  // A journey's data now includes the tables its chunk carries; core data the ones that stayed.
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
      put(
        carriersOf(journeyIds, elsewhere, (journeyId) => names(withTables[journeyId] as string, kind, name)),
        kind,
        name,
        value as never,
      );
    }
  }

  const coreTexts = textKeysIn(alwaysCore + JSON.stringify([core.decisions, core.settings, core.lists]), flows.texts);
  const keysBy = Object.fromEntries(Object.entries(withTables).map(([id, json]) => [id, textKeysIn(json, flows.texts)]));
  for (const [key, text] of Object.entries(flows.texts)) {
    const shellText = key.startsWith('common.') || key.startsWith('plumbing.') || key in (code.keys.texts ?? {});
    put(
      carriersOf(journeyIds, shellText || coreTexts.has(key), (journeyId) => keysBy[journeyId]?.has(key) ?? false),
      'texts',
      key,
      text,
    );
  }
  return { core, byJourney };
}
