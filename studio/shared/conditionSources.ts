import { referencesIn } from '../../src/engine/references/referencesIn.ts';
import { varRulePath, visitLogic } from '../../src/logic/varPaths.ts';
import type { FlowSet } from '../../src/model/flowSet.ts';

/** A row of a table that gives the value a condition compares with: where it is in its file and how the analyst names it. */
export interface SourceRow {
  /** `/rows/<index>` or `/default`: the place the table editor opens (JSON pointers stay zero-based). */
  pointer: string;
  /** The row's number as the table editor shows it, counted from 1; null for the default row. */
  number: number | null;
  id: string;
}

/** A decision table, redirect table or switch a condition reads: what decides whether it holds. */
export interface ConditionSource {
  kind: 'decision' | 'redirect' | 'switch';
  /** The table id or switch name. */
  name: string;
  /** The field compared (`view` of `decisions.savingsLanding.view`, `row`), when the condition compares it with written values. */
  field?: string;
  /** The rows whose result gives one of those values, in table order (empty when no value is compared or none gives it). */
  rows: SourceRow[];
}

type Tables = Pick<FlowSet, 'decisions' | 'redirectTables' | 'switches'>;
type Scalar = string | number | boolean | null;

const isScalar = (value: unknown): value is Scalar => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * The written values each fact path is compared with: `==`/`===` with a value, `in` a written list. A path compared
 * with anything else (another fact, `!=`, `<`) is left out: no row can be named for it.
 */
function comparedValues(when: unknown): Map<string, Scalar[]> {
  const found = new Map<string, Scalar[]>();
  const add = (path: string, values: Scalar[]): void => void found.set(path, [...(found.get(path) ?? []), ...values]);
  visitLogic(when, ({ operator, args, scoped }) => {
    if (scoped || !Array.isArray(args) || args.length !== 2) return;
    const [left, right] = args as [unknown, unknown];
    if (operator === '==' || operator === '===') {
      const path = varRulePath(left) ?? varRulePath(right);
      const value = varRulePath(left) === null ? left : right;
      if (path !== null && isScalar(value)) add(path, [value]);
    } else if (operator === 'in' && Array.isArray(right) && right.every(isScalar)) {
      const path = varRulePath(left);
      if (path !== null) add(path, right);
    }
  });
  return found;
}

/** The rows of a table giving one of `values` in `field` (`row`: the row's id; else its result's key, or a redirect row's own). */
function rowsGiving(rows: readonly object[], otherwise: object | undefined, field: string, values: readonly Scalar[]): SourceRow[] {
  const valueOf = (row: object): unknown => {
    const record = row as { id?: unknown; result?: Record<string, unknown> } & Record<string, unknown>;
    return field === 'row' ? record.id : 'result' in record ? record.result?.[field] : record[field];
  };
  const gives = (row: object): boolean => values.some((value) => value === valueOf(row));
  const found: SourceRow[] = rows.flatMap((row, index) =>
    gives(row) ? [{ pointer: `/rows/${index}`, number: index + 1, id: String((row as { id?: unknown }).id) }] : [],
  );
  if (otherwise && gives(otherwise)) found.push({ pointer: '/default', number: null, id: String((otherwise as { id?: unknown }).id) });
  return found;
}

/**
 * The decision tables, redirect tables and switches a condition (a node's `when`, a prop case's) reads, in the order
 * it reads them, found with the reference index's walk (src/engine/references/referencesIn.ts) as every "who reads
 * what" question is: the pages view links each to open it (studio/README.md "Editor slot", pages view). Where the
 * condition compares a table's field with written values (`decisions.savingsLanding.view == "mobile"`,
 * `redirects.sales.row == "sim"`), the rows giving them are named too, so the link can open the row that decides.
 */
export function conditionSources(when: unknown, flows: Tables): ConditionSource[] {
  const sources: ConditionSource[] = [];
  const compared = comparedValues(when);
  for (const ref of referencesIn(when)) {
    if (ref.use !== 'reads' || ref.path === undefined) continue;
    const kind = ref.kind === 'switch' ? 'switch' : ref.kind === 'table' ? (ref.path.startsWith('redirects.') ? 'redirect' : 'decision') : undefined;
    const known = sources.find((source) => source.kind === kind && source.name === ref.name);
    // A table read twice (its `view`, then its `message` compared): the rows are named by the first field compared.
    if (kind === undefined || (known && (known.field !== undefined || !compared.has(ref.path)))) continue;
    if (kind === 'switch') {
      if (ref.name in flows.switches) sources.push({ kind, name: ref.name, rows: [] });
      continue;
    }
    const table = kind === 'decision' ? flows.decisions[ref.name] : flows.redirectTables[ref.name];
    if (!table) continue;
    const field = ref.path.split('.')[2];
    const values = field === undefined ? undefined : compared.get(ref.path);
    const rows = field !== undefined && values ? rowsGiving(table.rows, 'default' in table ? table.default : undefined, field, values) : [];
    const source: ConditionSource = { kind, name: ref.name, ...(field !== undefined && values ? { field } : {}), rows };
    if (known) Object.assign(known, source);
    else sources.push(source);
  }
  return sources;
}
