import { mergeFacts } from '../../src/engine/blankFacts.ts';
import { holds } from '../../src/logic/evaluate.ts';
import type { JsonSchemaObject } from '../flowcheck/registryManifest.ts';
import { conditionFacts } from '../../src/logic/conditionFacts.ts';
import { absent, domainOf, type Domain } from './factDomains.ts';
import type { AnalysedRow } from './firstMatchTables.ts';

/** A choice of value (by index into its domain) for some of the facts. */
export type Assignment = Map<string, number>;

/**
 * The finite space a table's rows are analysed in: the facts they read, each
 * with its domain, and each row's truth over its own facts (evaluated with the
 * engine's JSON Logic over the blank facts, remembered per combination).
 */
export class RowSpace {
  readonly domains = new Map<string, Domain>();
  readonly rowFacts: string[][];
  /** False when some value the conditions can meet may be missing from a domain: "never" claims are then only "not found". */
  readonly exact: boolean;
  private readonly memo: Map<string, boolean>[];

  constructor(
    readonly rows: readonly AnalysedRow[],
    private readonly blank: object,
    vocabulary: JsonSchemaObject,
    constants: (path: string) => unknown,
  ) {
    const read = rows.map((row) => (row.when === undefined ? null : conditionFacts(row.when, constants)));
    const exactUse = new Map<string, boolean>();
    const literals: unknown[] = [];
    for (const facts of read) {
      if (!facts) continue;
      for (const [path, exact] of facts.paths) exactUse.set(path, (exactUse.get(path) ?? true) && exact);
      literals.push(...facts.literals);
    }
    for (const [path, exact] of exactUse) this.domains.set(path, domainOf(path, exact, literals, vocabulary, blank));
    const paths = [...exactUse.keys()];
    // A fact read both whole and by its parts cannot be chosen independently.
    const nested = paths.some((path) => paths.some((other) => other !== path && other.startsWith(`${path}.`)));
    this.exact = !nested && read.every((facts) => !facts?.opaque) && [...this.domains.values()].every((domain) => domain.exact);
    this.rowFacts = read.map((facts) => (facts ? [...facts.paths.keys()] : []));
    this.memo = rows.map(() => new Map());
  }

  /** The facts an assignment stands for, laid over the blank facts: what the engine sees. */
  factsOf(assignment: Assignment): object {
    return mergeFacts(this.blank, overlayOf(assignment, this.domains));
  }

  /** Whether row `index` holds; every fact it reads must be assigned. */
  holds(index: number, assignment: Assignment): boolean {
    const row = this.rows[index] as AnalysedRow;
    if (row.when === undefined) return true;
    const own = new Map((this.rowFacts[index] ?? []).map((path) => [path, assignment.get(path) as number]));
    const key = [...own.values()].join(',');
    const memo = this.memo[index] as Map<string, boolean>;
    let result = memo.get(key);
    if (result === undefined) {
      try {
        result = holds(row.when, this.factsOf(own));
      } catch {
        result = false;
      }
      memo.set(key, result);
    }
    return result;
  }
}

/** Nested facts for an assignment; absent facts are left out. */
export function overlayOf(assignment: Assignment, domains: Map<string, Domain>): Record<string, unknown> {
  const overlay: Record<string, unknown> = {};
  for (const [path, index] of assignment) {
    const value = domains.get(path)?.values[index];
    if (value === absent) continue;
    const segments = path.split('.');
    let node: Record<string, unknown> = overlay;
    let blocked = false;
    for (const segment of segments.slice(0, -1)) {
      const next = node[segment];
      if (next === undefined) node[segment] = {};
      else if (next === null || typeof next !== 'object') blocked = true;
      if (blocked) break;
      node = node[segment] as Record<string, unknown>;
    }
    if (!blocked) node[segments[segments.length - 1] as string] = value;
  }
  return overlay;
}
