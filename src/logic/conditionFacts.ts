/**
 * What a JSON Logic condition reads, for the table analysis: each fact path
 * with whether every use of it is one the finite-domain enumeration decides
 * exactly, and the literal values the condition compares with.
 */

import { varRulePath } from './varPaths.ts';

/** Roots whose values are fixed by the flow files: read as constants, never enumerated. */
export const constantRoots = ['lists', 'settings', 'texts'];

/** Comparisons whose outcome over a fact only changes at the constants it meets. */
const comparisons = new Set(['==', '!=', '===', '!==', '<', '<=', '>', '>=']);
/** Operators that only ask whether a value is truthy or empty. */
const truthiness = new Set(['!', '!!', 'and', 'or', 'if', '?:', 'isEmpty']);

export interface ConditionFacts {
  /** Fact path -> true when every use is decided exactly by enumerating the table's literals. */
  paths: Map<string, boolean>;
  /** Literal values (and the constant facts' values) the condition meets. */
  literals: unknown[];
  /** A part the analysis cannot follow (computed var names, array operators' inner rules). */
  opaque: boolean;
}

function isConstantPath(path: string): boolean {
  return constantRoots.includes(path.split('.')[0] ?? '');
}

/** A literal, or a var of a constant root: something whose value the flows fix. */
function isConstant(rule: unknown): boolean {
  if (rule === null || typeof rule !== 'object') return true;
  if (Array.isArray(rule)) return rule.every(isConstant);
  const path = varRulePath(rule);
  return path !== null && isConstantPath(path);
}

export function conditionFacts(rule: unknown, constants: (path: string) => unknown): ConditionFacts {
  const out: ConditionFacts = { paths: new Map(), literals: [], opaque: false };
  const note = (path: string, exact: boolean): void => {
    out.paths.set(path, (out.paths.get(path) ?? true) && exact);
  };
  const visit = (node: unknown, exactHere: boolean): void => {
    if (node === undefined) return;
    if (node === null || typeof node !== 'object') {
      out.literals.push(node);
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item) => visit(item, exactHere));
      return;
    }
    const path = varRulePath(node);
    if (path !== null) {
      if (isConstantPath(path)) {
        const value = constants(path);
        out.literals.push(...(Array.isArray(value) ? value : [value]));
      } else {
        note(path, exactHere);
      }
      return;
    }
    // Only an object with one key is a rule: json-logic-js gives any other object back as data, reading nothing in it
    // (its is_logic), as visitLogic skips it; so a `var` in it is no fact read, nor a text a table's analysis depends
    // on (tools/tables/textsReached.ts counts the texts the analysis can read).
    const entries = Object.entries(node as Record<string, unknown>);
    if (entries.length !== 1) return;
    const [operator, raw] = entries[0] as [string, unknown];
    if (operator === 'var') {
      out.opaque = true;
      return;
    }
    const args = Array.isArray(raw) ? raw : [raw];
    if (['some', 'all', 'none', 'map', 'filter', 'reduce'].includes(operator)) {
      // The inner rule reads the array's items, not facts: the array itself is read inexactly.
      visit(args[0], false);
      out.opaque = true;
      return;
    }
    if (operator === 'httpsHostIn') {
      // An address on each allowed host lets the search meet the "allowed" outcome.
      const hosts = isConstant(args[1]) ? (constants(varRulePath(args[1]) ?? '') ?? args[1]) : [];
      if (Array.isArray(hosts)) out.literals.push(...hosts.filter((host) => typeof host === 'string').map((host) => `https://${String(host)}/`));
      visit(args[0], false);
      return;
    }
    if (comparisons.has(operator)) {
      // Exact when a fact meets only constants: its outcome changes only at those values.
      const allowed = args.filter((arg) => !isConstant(arg)).length <= 1;
      args.forEach((arg) => visit(arg, exactHere && allowed));
      return;
    }
    if (operator === 'in') {
      // A fact in a constant list is exact; a substring test is not.
      const listIsConstant = isConstant(args[1]) && (Array.isArray(args[1]) || Array.isArray(constants(varRulePath(args[1]) ?? '')));
      visit(args[0], exactHere && listIsConstant);
      visit(args[1], false);
      return;
    }
    args.forEach((arg) => visit(arg, exactHere && truthiness.has(operator)));
  };
  visit(rule, true);
  return out;
}
