import type { NavItem } from '../../shared/api.ts';
import { itemKinds, kindLabels, type ItemKind } from '../../shared/itemKinds.ts';
import { isEnglishTextsFile } from '../editors/texts/textKeys.ts';

/** A row of the navigator's tree: a kind's group or an item, with what the keyboard needs. */
export interface TreeRow {
  key: string;
  label: string;
  level: number;
  parent: string | null;
  expandable: boolean;
  item: NavItem | null;
}

/** The key of a kind's group row (the home page's starting points open one). */
export const groupKey = (kind: ItemKind): string => `group:${kind}`;

/** Every item with every item under it, depth first (the shell finds an item by name or by file in it). */
export function flatten(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

/** A translation's texts file (flows/texts/es/plumbing.json): it follows its English file, and is edited apart. */
const isTranslation = (item: NavItem): boolean => item.kind === 'texts' && !isEnglishTextsFile(item.file);

/**
 * Items grouped by kind in the navigator's order; page files sit under their journey already. Texts files in English
 * come before the translations (the server sorts by name, so es/plumbing came before plumbing): a search for a key
 * led the analyst into the Spanish file first, where the English is only shown beside (docs/requirements.md "Languages").
 */
export function groupByKind(items: readonly NavItem[]): { kind: ItemKind; items: NavItem[] }[] {
  const inOrder = (of: NavItem[]): NavItem[] => [...of.filter((item) => !isTranslation(item)), ...of.filter(isTranslation)];
  return itemKinds.map((kind) => ({ kind, items: inOrder(items.filter((item) => item.kind === kind)) })).filter((group) => group.items.length > 0);
}

/** Keys of the items whose search matched and of every ancestor, so matches show inside their groups. */
export function withAncestors(items: readonly NavItem[], matches: ReadonlySet<string>): Set<string> {
  const keep = new Set<string>();
  const visit = (item: NavItem, ancestors: string[]): boolean => {
    const childMatched = (item.children ?? []).map((child) => visit(child, [...ancestors, item.key])).some(Boolean);
    if (matches.has(item.key) || childMatched) {
      keep.add(item.key);
      ancestors.forEach((key) => keep.add(key));
      return true;
    }
    return false;
  };
  for (const item of items) if (visit(item, [])) keep.add(groupKey(item.kind));
  return keep;
}

/** The rows to open so an item shows: its kind's group and the items it sits under (none for a key the tree lacks). */
export function rowsAround(items: readonly NavItem[], key: string): Set<string> {
  const around = withAncestors(items, new Set([key]));
  around.delete(key);
  return around;
}

/**
 * The rows the tree shows: groups, then their items, children of expanded
 * items, filtered to `visible` when a search is on (everything then expanded).
 */
export function visibleRows(items: readonly NavItem[], expanded: ReadonlySet<string>, visible: ReadonlySet<string> | null): TreeRow[] {
  const rows: TreeRow[] = [];
  const shown = (key: string): boolean => visible === null || visible.has(key);
  const open = (key: string): boolean => visible !== null || expanded.has(key);
  const addItem = (item: NavItem, level: number, parent: string): void => {
    if (!shown(item.key)) return;
    // In a search only the children that match are shown: an item matched on its own words with none of them is a
    // plain item then, never a heading with nothing under it (issue 19 item 2).
    const children = (item.children ?? []).filter((child) => shown(child.key));
    rows.push({ key: item.key, label: item.name, level, parent, expandable: children.length > 0, item });
    if (children.length > 0 && open(item.key)) children.forEach((child) => addItem(child, level + 1, item.key));
  };
  for (const group of groupByKind(items)) {
    const key = groupKey(group.kind);
    if (!shown(key)) continue;
    rows.push({ key, label: `${kindLabels[group.kind]} (${group.items.length})`, level: 1, parent: null, expandable: true, item: null });
    if (open(key)) group.items.forEach((item) => addItem(item, 2, key));
  }
  return rows;
}
