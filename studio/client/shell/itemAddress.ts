import type { NavItem } from '../../shared/api.ts';
import { flatten } from './treeModel.ts';

/**
 * The open item in the studio's address (studio/README.md "Navigation"): its file and the place in it as the
 * navigator models it (NavItem.file and NavItem.pointer), in the query of /studio/, so a reload, Back and Forward,
 * and an address sent to a colleague open the same item: /studio/?file=flows/lists/card.json&at=/lists/cardBankHosts.
 * The whole file has no `at`. A query, not the fragment: the page's own "#studio-editor" is the skip link's.
 */
export interface ItemAddress {
  file: string;
  /** A JSON pointer into the file; "" for the whole file. */
  at: string;
}

/** Encoded, with "/" left as it is: the address stays readable (a "/" is allowed in a query). */
const encoded = (value: string): string => encodeURIComponent(value).replace(/%2F/gi, '/');

/** The query that names an item ("?file=…&at=…"). */
export function addressOf(item: Pick<NavItem, 'file' | 'pointer'>): string {
  return `?file=${encoded(item.file)}${item.pointer ? `&at=${encoded(item.pointer)}` : ''}`;
}

/** The item a query names, or null when it names none (the home page). */
export function readAddress(search: string): ItemAddress | null {
  const query = new URLSearchParams(search);
  const file = query.get('file');
  return file ? { file, at: query.get('at') ?? '' } : null;
}

/** The navigator's item at that address, if it has one. */
export function itemAt(items: readonly NavItem[], address: ItemAddress): NavItem | undefined {
  return flatten(items).find((item) => item.file === address.file && item.pointer === address.at);
}

/** The navigator's item of the whole file, which shows a place in it that is no item of its own (an error table's row). */
export function fileItemAt(items: readonly NavItem[], address: ItemAddress): NavItem | undefined {
  return flatten(items).find((item) => item.file === address.file && item.pointer === '');
}

/** Whether the JSON pointer names a value in the data (RFC 6901: "~1" is "/", "~0" is "~"). */
export function holdsPlace(data: unknown, pointer: string): boolean {
  if (pointer === '') return true;
  if (!pointer.startsWith('/')) return false;
  let value: unknown = data;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, segment)) return false;
    value = (value as Record<string, unknown>)[segment];
  }
  return true;
}

/** What the studio says for an address that names nothing it knows (a file renamed or not on this branch, an item deleted). */
export function unknownAddressWords(address: ItemAddress, fileKnown: boolean): string {
  const what = fileKnown ? `${address.file} has nothing at ${address.at}` : `${address.file} is no flow file the studio knows`;
  return `This address names an item the studio cannot find: ${what}. It may have been renamed or deleted, or be on another branch. Choose an item in the navigator.`;
}
