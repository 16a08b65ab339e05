import type { NavItem } from '../../shared/api.ts';
import type { FlowTarget } from '../editorSlot.ts';
import { flatten } from './treeModel.ts';

/** The composed error tables' rows, as GET /context gives them (FlowSet.errorTables), to find a row's place in its file. */
type ErrorTables = Record<string, { rows?: readonly { id?: unknown }[]; default?: { id?: unknown } } | undefined>;

/** Where a row of an error table is in its file: `/rows/<index>`, `/default`, or "" (the whole file) when not found. */
function errorRowPointer(flows: Record<string, unknown> | undefined, table: string, rowId: string): string {
  const found = (flows?.errorTables as ErrorTables | undefined)?.[table];
  const index = found?.rows?.findIndex((row) => row.id === rowId) ?? -1;
  if (index >= 0) return `/rows/${index}`;
  return found?.default?.id === rowId ? '/default' : '';
}

/**
 * The navigator item a flows:impact line names ("decision x", "redirect table y", "journey.page (route.html)",
 * a file path), to open it from "Where … is used". "error table x row y" opens the table at that row (its
 * pointer, which the table editor selects), not at its first row.
 */
export function itemNamed(items: readonly NavItem[], use: string, flows?: Record<string, unknown>): NavItem | undefined {
  const all = flatten(items);
  const table = /^(?:decision|redirect table|error table) ([^\s:]+)/.exec(use);
  if (table) {
    const item = all.find((candidate) => candidate.name === table[1] && candidate.pointer === '');
    const row = /^error table (\S+) row (\S+)$/.exec(use);
    const pointer = row && item ? errorRowPointer(flows, row[1] as string, row[2] as string) : '';
    // The same item (its key: the navigator still marks the table), with the place to show.
    return item && pointer !== '' ? { ...item, pointer } : item;
  }
  const page = /^(\S+?)\.(\S+) \(/.exec(use);
  if (page)
    return all.find(
      (item) => item.kind === 'page' && (item.name === `${page[1]}.${page[2]}` || (item.name === page[2] && item.file.includes(page[1] as string))),
    );
  return all.find((item) => item.file === use && item.pointer === '');
}

const tableKinds: readonly NavItem['kind'][] = ['decisionTable', 'redirectTable', 'errorTable'];

/**
 * The navigator item an editor's link names (FlowTarget): a table's file, with the row's pointer for the table editor
 * to select, or the switch's entry in its switches file; undefined when the navigator has none.
 */
export function itemOfTarget(items: readonly NavItem[], target: FlowTarget): NavItem | undefined {
  const all = flatten(items);
  if (target.kind === 'switch') return all.find((item) => item.kind === 'switches' && item.pointer !== '' && item.name === target.name);
  const table = all.find((item) => tableKinds.includes(item.kind) && item.file !== '' && item.pointer === '' && item.name === target.name);
  // The same item (its key: the navigator still marks the table), with the row to show.
  return table && target.pointer !== '' ? { ...table, pointer: target.pointer } : table;
}
