import { mergeFacts } from '../../src/engine/blankFacts.ts';
import { checkBlankFacts } from './checkFacts.ts';
import { decide } from '../../src/engine/decide.ts';
import { derivedFacts } from '../../src/runtime/facts/derivedFacts.ts';
import { holds } from '../../src/logic/evaluate.ts';
import type { FlowSet } from '../../src/model/flowSet.ts';
import type { DecisionExample, DecisionTable, ErrorTable, RedirectTable } from '../../src/model/flowTypes.ts';
import { checkEffect, type JourneyIssue } from './journeyCheck.ts';
import { checkExpect } from './exampleExpect.ts';
import { checkLogic, type LogicIssue } from './logicCheck.ts';
import type { JsonSchemaObject, RegistryManifest } from './registryManifest.ts';
import { checkValue, checkValues } from './valueCheck.ts';
import { checkFactPath } from './vocabulary.ts';
import { switchDefaultsHint } from './switchHint.ts';

function prefixed(prefix: (string | number)[], issues: LogicIssue[]): JourneyIssue[] {
  return issues.map((issue) => ({ ...issue, at: [...prefix, ...issue.at] }));
}

/** Every leaf path an example sets must be a known fact, or the example proves nothing. */
function checkExampleFacts(facts: unknown, at: (string | number)[], vocabulary: JsonSchemaObject, prefix = ''): JourneyIssue[] {
  if (facts === null || typeof facts !== 'object' || Array.isArray(facts)) {
    const problem = checkFactPath(vocabulary, prefix);
    return problem ? [{ at, message: `example: ${problem}` }] : [];
  }
  const entries = Object.entries(facts as Record<string, unknown>);
  if (entries.length === 0 && prefix) {
    const problem = checkFactPath(vocabulary, prefix);
    return problem ? [{ at, message: `example: ${problem}` }] : [];
  }
  return entries.flatMap(([key, value]) => checkExampleFacts(value, [...at, key], vocabulary, prefix ? `${prefix}.${key}` : key));
}

function duplicateIds(ids: string[], at: (index: number) => (string | number)[]): JourneyIssue[] {
  const seen = new Set<string>();
  const issues: JourneyIssue[] = [];
  ids.forEach((id, index) => {
    if (seen.has(id)) issues.push({ at: at(index), message: `duplicate row id "${id}". Fix: give each row its own id.` });
    seen.add(id);
  });
  return issues;
}

/** The first row whose `when` holds; a rule that cannot be evaluated matches nothing. */
function firstMatch<T extends { id: string; when: unknown }>(rows: readonly T[], facts: object): T | undefined {
  return rows.find((candidate) => {
    try {
      return holds(candidate.when, facts);
    } catch {
      return false;
    }
  });
}

/**
 * The blank facts of one flow set, built once: every example starts from them, and building them nests every text
 * key (the most expensive part of flows:check's example checks). Shared read-only: mergeFacts copies what it overlays.
 */
const blankOf = new WeakMap<FlowSet, object>();

function exampleFacts(flows: FlowSet, example: DecisionExample): object {
  let blank = blankOf.get(flows);
  if (!blank) {
    blank = Object.freeze(checkBlankFacts(flows));
    blankOf.set(flows, blank);
  }
  return mergeFacts(blank, example.facts);
}

/** What an error row gives that an example may `expect`: its message and log fields. */
function shownBy(row: Pick<ErrorTable['rows'][number], 'message' | 'logLevel' | 'logSubEvent'>): Record<string, unknown> {
  const given: Record<string, unknown> = {};
  if (row.message !== undefined) given.message = row.message;
  if (row.logLevel !== undefined) given.logLevel = row.logLevel;
  if (row.logSubEvent !== undefined) given.logSubEvent = row.logSubEvent;
  return given;
}

const readsItself = 'a decision table may not read decisions.* (it would depend on itself). Fix: read the facts the other table reads.';

/**
 * What a table may not read. A table that fills a fact (src/runtime/facts/derivedFacts.ts) is decided from the facts
 * as they are before ui.* and calls.* are added (FactsStore.settled): those two change several times in a click's
 * task, and keeping them out is what spares rebuilding every fact each time (docs/performance.md "Click task
 * (session 27)"). Such a table would read them as always empty, so the check refuses the read.
 */
function forbiddenRootsOf(table: DecisionTable): Record<string, string> {
  const derivation = derivedFacts.find((candidate) => candidate.table === table.id);
  if (!derivation) return { decisions: readsItself };
  const settledOnly = (root: string) =>
    `table "${table.id}" fills the fact ${derivation.fact}, and such tables are decided before ${root}.* is known (it changes several times within a click; docs/architecture.md, "Facts"), so here it would always read as empty. Fix: read a fact other than ui.* and calls.*; a rule that needs them belongs in a table that fills no fact (its result is read as decisions.<its id>).`;
  return { decisions: readsItself, ui: settledOnly('ui'), calls: settledOnly('calls') };
}

/** Decision table: logic, results, and every example landing on its own row. */
export function checkDecisionTable(table: DecisionTable, flows: FlowSet, vocabulary: JsonSchemaObject): JourneyIssue[] {
  const issues: JourneyIssue[] = [];
  const noSelf = { forbiddenRoots: forbiddenRootsOf(table) };
  const values = { vocabulary, texts: flows.texts, logic: noSelf };
  issues.push(
    ...duplicateIds([...table.rows.map((row) => row.id), table.default.id], (index) => (index < table.rows.length ? ['rows', index, 'id'] : ['default', 'id'])),
  );
  const rows = [
    ...table.rows.map((row, index) => ({ row, at: ['rows', index] as (string | number)[] })),
    { row: table.default, at: ['default'] as (string | number)[] },
  ];
  for (const { row, at } of rows) {
    if ('when' in row) issues.push(...prefixed([...at, 'when'], checkLogic(row.when, vocabulary, noSelf)));
    issues.push(...prefixed([...at, 'result'], checkValues(row.result, values)));
  }
  // Examples run the table: only meaningful once its rules are valid.
  if (issues.length > 0) return issues;
  for (const { row, at } of rows) {
    row.examples.forEach((example, index) => {
      const exampleAt = [...at, 'examples', index];
      const factIssues = checkExampleFacts(example.facts, [...exampleAt, 'facts'], vocabulary);
      issues.push(...factIssues);
      if (factIssues.length > 0) return;
      let decision;
      const context = { facts: exampleFacts(flows, example), texts: flows.texts };
      try {
        decision = decide(table, context);
      } catch (error) {
        issues.push({ at: exampleAt, message: `example could not be evaluated: ${(error as Error).message}` });
        return;
      }
      if (decision.rowId !== row.id) {
        const name = example.name ? ` "${example.name}"` : '';
        const landed = [...table.rows, table.default].find((candidate) => candidate.id === decision.rowId);
        const rules = [row, landed].map((candidate) => (candidate && 'when' in candidate ? candidate.when : null));
        issues.push({
          at: exampleAt,
          message: `example${name} lands on row "${decision.rowId}", not on its own row "${row.id}". Fix: correct the example's facts, or the order or conditions of the rows.${switchDefaultsHint(rules, example.facts, flows)}`,
        });
      } else {
        issues.push(...checkExpect(example.expect, row.result ?? {}, context, exampleAt));
      }
    });
  }
  return issues;
}

/**
 * Error table: logic over facts + error.*, messages, effects (action names and
 * args, with the journey checks; given the manifest), examples matching their row.
 */
export function checkErrorTable(table: ErrorTable, flows: FlowSet, vocabulary: JsonSchemaObject, manifest?: RegistryManifest): JourneyIssue[] {
  const issues: JourneyIssue[] = [];
  const logic = { extraRoots: ['error'] };
  const values = { vocabulary, texts: flows.texts, logic };
  issues.push(
    ...duplicateIds([...table.rows.map((row) => row.id), table.default.id], (index) => (index < table.rows.length ? ['rows', index, 'id'] : ['default', 'id'])),
  );
  table.rows.forEach((row, index) => {
    const at = ['rows', index];
    issues.push(...prefixed([...at, 'when'], checkLogic(row.when, vocabulary, logic)));
    if (row.message !== undefined) issues.push(...prefixed([...at, 'message'], checkValue(row.message, values)));
    if (manifest)
      (row.effects ?? []).forEach((effect, effectIndex) => issues.push(...checkEffect(effect, [...at, 'effects', effectIndex], null, flows, manifest, values)));
  });
  if (issues.length > 0) return issues;
  table.rows.forEach((row, index) => {
    const at = ['rows', index];
    row.examples.forEach((example, exampleIndex) => {
      const exampleAt = [...at, 'examples', exampleIndex];
      const factIssues = checkExampleFacts(example.facts, [...exampleAt, 'facts'], vocabulary);
      issues.push(...factIssues);
      if (factIssues.length > 0) return;
      const facts = exampleFacts(flows, example);
      const matched = firstMatch(table.rows, facts);
      if (matched?.id !== row.id)
        issues.push({
          at: exampleAt,
          message: `example lands on row "${matched?.id ?? table.default.id}", not on "${row.id}".${switchDefaultsHint([row.when, matched?.when], example.facts, flows)}`,
        });
      else issues.push(...checkExpect(example.expect, shownBy(row), { facts, texts: flows.texts }, exampleAt));
    });
  });
  (table.default.examples ?? []).forEach((example, exampleIndex) => {
    const exampleAt = ['default', 'examples', exampleIndex];
    const factIssues = checkExampleFacts(example.facts, [...exampleAt, 'facts'], vocabulary);
    issues.push(...factIssues);
    if (factIssues.length > 0) return;
    const facts = exampleFacts(flows, example);
    const matched = firstMatch(table.rows, facts);
    if (matched)
      issues.push({
        at: exampleAt,
        message: `example lands on row "${matched.id}", not on the default "${table.default.id}".${switchDefaultsHint([matched.when], example.facts, flows)}`,
      });
    else issues.push(...checkExpect(example.expect, shownBy(table.default), { facts, texts: flows.texts }, exampleAt));
  });
  if (table.default.message !== undefined) issues.push(...prefixed(['default', 'message'], checkValue(table.default.message, values)));
  if (manifest)
    (table.default.effects ?? []).forEach((effect, effectIndex) =>
      issues.push(...checkEffect(effect, ['default', 'effects', effectIndex], null, flows, manifest, values)),
    );
  return issues;
}

/** Redirect table: logic, targets and examples. */
export function checkRedirectTable(table: RedirectTable, flows: FlowSet, vocabulary: JsonSchemaObject): JourneyIssue[] {
  const issues: JourneyIssue[] = [];
  const values = { vocabulary, texts: flows.texts };
  issues.push(
    ...duplicateIds(
      table.rows.map((row) => row.id),
      (index) => ['rows', index, 'id'],
    ),
  );
  table.rows.forEach((row, index) => {
    const at = ['rows', index];
    issues.push(...prefixed([...at, 'when'], checkLogic(row.when, vocabulary)));
    issues.push(...prefixed([...at, 'to'], checkValue(row.to, values)));
  });
  if (issues.length > 0) return issues;
  table.rows.forEach((row, index) => {
    const at = ['rows', index];
    row.examples.forEach((example, exampleIndex) => {
      const facts = exampleFacts(flows, example);
      const matched = firstMatch(table.rows, facts);
      if (matched?.id !== row.id)
        issues.push({
          at: [...at, 'examples', exampleIndex],
          message: `example lands on row "${matched?.id ?? '(none)'}", not on "${row.id}".${switchDefaultsHint([row.when, matched?.when], example.facts, flows)}`,
        });
      else issues.push(...checkExpect(example.expect, { to: row.to }, { facts, texts: flows.texts }, [...at, 'examples', exampleIndex]));
    });
  });
  return issues;
}
