import type { FlowSet } from '../../src/model/flowSet.ts';
import { visitLogic, varRulePath } from '../../src/logic/varPaths.ts';
import type { JourneyIssue } from './journeyCheck.ts';
import { choicesOf } from './factChoices.ts';
import { literalTypeIssue } from './literalTypeCheck.ts';
import type { JsonSchemaObject } from './registryManifest.ts';
import { didYouMean } from './suggest.ts';
import { isRecord } from '../isRecord.ts';

const comparisons = new Set(['==', '===', '!=', '!==']);
/** Compared without conversion (JSON Logic's == converts "15412" and 15412 alike; === does not). */
const strict = new Set(['===', '!==']);
/** A comparison that never matches is one that always holds when negated. */
const negated = new Set(['!=', '!==']);

const neverHolds = 'so this comparison never holds as written';
/**
 * <, <=, >, >= (and JSON Logic's 3-argument "between" forms of < and <=) convert as == does: a number fact against
 * "abc" compares with NaN and is always false; against "768" it compares with 768 and works, so such a text is left
 * alone (looseEqualsMeant in literalTypeCheck.ts), and the message says so.
 */
const ordering = new Set(['<', '<=', '>', '>=']);
const orderingNeverHolds = (operator: string): string =>
  `${neverHolds} ("${operator}" compares them as numbers, and this one is none; a text of digits such as "768" would be compared as its number)`;
const alwaysHolds = 'so this comparison always holds as written';
const provesNothing = 'so this example describes a shopper who cannot exist';

function choiceIssue(
  path: string,
  literal: string,
  at: (string | number)[],
  vocabulary: JsonSchemaObject,
  flows: FlowSet,
  consequence = neverHolds,
): JourneyIssue[] {
  const choices = choicesOf(path, vocabulary, flows);
  if (!choices || choices.values.includes(literal)) return [];
  const hint = didYouMean(literal, choices.values);
  const listed = choices.values.length <= 12 ? ` Its values: ${choices.values.map((value) => JSON.stringify(value)).join(', ')}.` : '';
  return [{ at, message: `"${literal}" is not a ${choices.what} "${path}" can have, ${consequence}.${hint}${listed}` }];
}

/**
 * Literals compared with a fact that has fixed choices (`==`, `!=`, `in` a
 * literal list) must be one of them: a typo such as "mobil" or "notEligble"
 * would otherwise make a rule silently never (or always) apply.
 */
export function checkChoicesInLogic(rule: unknown, at: (string | number)[], vocabulary: JsonSchemaObject, flows: FlowSet): JourneyIssue[] {
  const issues: JourneyIssue[] = [];
  visitLogic(rule, ({ operator, args, at: opAt, scoped }) => {
    if (scoped || !Array.isArray(args) || args.length < 2) return;
    if (comparisons.has(operator)) {
      [0, 1].forEach((side) => {
        const path = varRulePath(args[side]);
        const literal = args[1 - side];
        const literalAt = [...at, ...opAt, operator, 1 - side];
        if (path === null) return;
        if (typeof literal === 'string') issues.push(...choiceIssue(path, literal, literalAt, vocabulary, flows));
        // == and != too (the condition builder's "is" and "is not"), where == does not convert the literal into the value meant.
        if (!isRecord(literal) && !Array.isArray(literal))
          issues.push(...literalTypeIssue(path, literal, literalAt, vocabulary, negated.has(operator) ? alwaysHolds : neverHolds, !strict.has(operator)));
      });
    } else if (ordering.has(operator)) {
      args.forEach((arg, side) => {
        const path = varRulePath(arg);
        if (path === null) return;
        args.forEach((literal, other) => {
          if (other === side || literal === null || typeof literal === 'object') return;
          issues.push(...literalTypeIssue(path, literal, [...at, ...opAt, operator, other], vocabulary, orderingNeverHolds(operator), true));
        });
      });
    } else if (operator === 'in') {
      const path = varRulePath(args[0]);
      if (path !== null && Array.isArray(args[1])) {
        args[1].forEach((literal, index) => {
          const literalAt = [...at, ...opAt, operator, 1, index];
          if (typeof literal === 'string') issues.push(...choiceIssue(path, literal, literalAt, vocabulary, flows));
          // `in` finds with indexOf: no conversion, like ===.
          issues.push(...literalTypeIssue(path, literal, literalAt, vocabulary, neverHolds));
        });
      }
    }
  });
  return issues;
}

/**
 * Every JSON Logic rule in a flow document (any `when` or `logic` key holds
 * one) and every example's facts. Walking the whole document keeps this check
 * independent of where rules may sit (pages, handlers, rows, props).
 */
export function checkChoicesInDocument(document: unknown, vocabulary: JsonSchemaObject, flows: FlowSet, at: (string | number)[] = []): JourneyIssue[] {
  if (Array.isArray(document)) return document.flatMap((item, index) => checkChoicesInDocument(item, vocabulary, flows, [...at, index]));
  if (!isRecord(document)) return [];
  return Object.entries(document).flatMap(([key, value]) => {
    if (key === 'when' || key === 'logic') return checkChoicesInLogic(value, [...at, key], vocabulary, flows);
    if (key === 'examples' && Array.isArray(value)) {
      return value.flatMap((example, index) =>
        isRecord(example) ? checkChoicesInExampleFacts(example.facts, [...at, key, index, 'facts'], vocabulary, flows) : [],
      );
    }
    return checkChoicesInDocument(value, vocabulary, flows, [...at, key]);
  });
}

/** Example facts set leaf values; a fixed-choice fact set to a value it cannot have proves nothing. */
export function checkChoicesInExampleFacts(facts: unknown, at: (string | number)[], vocabulary: JsonSchemaObject, flows: FlowSet, prefix = ''): JourneyIssue[] {
  if (isRecord(facts))
    return Object.entries(facts).flatMap(([key, value]) =>
      checkChoicesInExampleFacts(value, [...at, key], vocabulary, flows, prefix ? `${prefix}.${key}` : key),
    );
  if (!prefix) return [];
  const typed = literalTypeIssue(prefix, facts, at, vocabulary, provesNothing);
  return typed.length > 0 ? typed : typeof facts === 'string' ? choiceIssue(prefix, facts, at, vocabulary, flows, provesNothing) : [];
}
