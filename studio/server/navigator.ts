import { kindOf } from '../../tools/flowcheck/schemas.ts';
import { pointerOf } from '../../tools/flowcheck/problem.ts';
import type { NavItem, UseKind } from '../shared/api.ts';
import type { ItemKind } from '../shared/itemKinds.ts';
import type { HeldFile } from './workspace.ts';

type Json = Record<string, unknown>;

/** Kinds whose file holds many named things, under this property, and what flows:impact calls one of them. */
const entryKinds: Partial<Record<ItemKind, { property: string; use: UseKind }>> = {
  lists: { property: 'lists', use: 'list' },
  switches: { property: 'switches', use: 'switch' },
  settings: { property: 'settings', use: 'setting' },
  texts: { property: 'texts', use: 'text' },
};

function entryItem(file: string, kind: ItemKind, at: string[], name: string, use?: UseKind): NavItem {
  const pointer = pointerOf(at);
  return { key: `${file}#${pointer}`, kind, name, file, pointer, ...(use ? { uses: { kind: use, name } } : {}) };
}

function fileItem(path: string, kind: ItemKind, data: Json): NavItem {
  const id =
    typeof data.id === 'string'
      ? data.id
      : path
          .split('/')
          .pop()!
          .replace(/\.json$/, '');
  const item: NavItem = { key: path, kind, name: id, file: path, pointer: '' };
  const entries = entryKinds[kind];
  if (entries) {
    const values = (data[entries.property] ?? {}) as Json;
    item.name = path.replace(/^flows\/[^/]+\//, '').replace(/\.json$/, '');
    item.children = Object.keys(values).map((name) => entryItem(path, kind, [entries.property, name], name, entries.use));
  }
  if (kind === 'decisionTable' || kind === 'errorTable' || kind === 'redirectTable') item.uses = { kind: 'table', name: id };
  if (kind === 'fragment') item.uses = { kind: 'fragment', name: id };
  if (kind === 'journey') {
    const pages = (data.pages ?? {}) as Json;
    item.children = Object.keys(pages).map((name) => entryItem(path, 'page', ['pages', name], name));
  }
  return item;
}

/**
 * The navigator's tree (issue 19 item 2): every flow file by kind; lists,
 * switches, settings and texts files with their entries; journeys with their
 * pages, inline ones and those in page files (whose `journey` names it).
 * A file that does not parse is listed under its folder's kind by path.
 */
export function navigatorItems(files: ReadonlyMap<string, HeldFile>): NavItem[] {
  const items: NavItem[] = [];
  const pageFiles: NavItem[] = [];
  for (const [path, held] of files) {
    const data = (held.file.data ?? {}) as Json;
    const kind = kindOf(data.$schema) as ItemKind | null;
    if (!kind) {
      items.push({ key: path, kind: 'content', name: path.replace(/^flows\//, ''), file: path, pointer: '' });
      continue;
    }
    const item = fileItem(path, kind, data);
    if (kind === 'page') {
      item.name = `${String(data.journey)}.${item.name}`;
      pageFiles.push(item);
    } else items.push(item);
  }
  // A page file is listed under its journey (and stays findable as a page of its own kind).
  for (const page of pageFiles) {
    const journey = items.find((item) => item.kind === 'journey' && item.name === page.name.split('.')[0]);
    if (journey) journey.children = [...(journey.children ?? []), page];
    else items.push(page);
  }
  return items.sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
}

/** Facts a file reads ("device.type", "switches.FF_X"): the strings of its `var`s, for search by fact name. */
function factsRead(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => factsRead(item, into));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'var' && typeof item === 'string') into.add(item);
      else if (key === 'var' && Array.isArray(item) && typeof item[0] === 'string') into.add(item[0]);
      else factsRead(item, into);
    }
  }
  return into;
}

/**
 * The text an item is searched by: its name, every string it holds (texts, descriptions) and the facts it reads.
 * A file of entries (texts, lists, switches, settings) is searched without them: each entry is searched on its
 * own, and words found in two different entries ("chat" in one text, "now" in another) are no match of the file,
 * which would show in the navigator as a heading with nothing under it (issue 19 item 2).
 */
export function searchText(item: NavItem, held: HeldFile | undefined): string {
  const data = held?.file.data;
  let part: unknown = data;
  if (item.pointer && data)
    for (const segment of item.pointer.slice(1).split('/')) part = (part as Json | undefined)?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  const entries = entryKinds[item.kind];
  if (!item.pointer && entries && part !== null && typeof part === 'object') part = { ...(part as Json), [entries.property]: undefined };
  const strings = JSON.stringify(part ?? held?.file.text ?? '');
  return `${item.name} ${item.file} ${strings} ${[...factsRead(part, new Set())].join(' ')}`.toLowerCase();
}

/** Keys of the items (and their children) whose search text holds every word of the query. */
export function searchItems(items: readonly NavItem[], files: ReadonlyMap<string, HeldFile>, query: string): string[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const keys: string[] = [];
  const visit = (item: NavItem): void => {
    const text = searchText(item, files.get(item.file));
    if (words.length > 0 && words.every((word) => text.includes(word))) keys.push(item.key);
    item.children?.forEach(visit);
  };
  items.forEach(visit);
  return keys;
}
