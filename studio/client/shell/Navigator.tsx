import { useEffect, useLayoutEffect, useMemo, useState, type KeyboardEvent } from 'react';
import type { NavItem } from '../../shared/api.ts';
import { studioApi } from '../api.ts';
import type { ItemKind } from '../../shared/itemKinds.ts';
import { groupKey, rowsAround, visibleRows, withAncestors, type TreeRow } from './treeModel.ts';
import { useElementsByKey } from './useElementsByKey.ts';

export interface NavigatorProps {
  items: readonly NavItem[];
  selected: string | null;
  onOpen: (item: NavItem) => void;
  /** A kind to show (the home page's starting points): its group opened and focused, any search cleared. */
  reveal?: { kind: ItemKind } | null;
}

/** What a search found, said in the status: "1 item matches", or, when nothing does, the words searched for. */
const matchCount = (count: number, query: string): string =>
  count === 0 ? `No item matches “${query}”.` : `${count} ${count === 1 ? 'item matches' : 'items match'}`;

/**
 * The navigator (issue 19 item 2): every flow item by kind in an ARIA tree
 * (arrows move, Right/Left open and close, Home/End, Enter opens the item),
 * and a search by id, text or fact name (answered by the server, which reads
 * every file's strings and the facts it reads).
 */
export function Navigator({ items, selected, onOpen, reveal = null }: NavigatorProps) {
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<{ query: string; keys: Set<string> } | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const rowElements = useElementsByKey<string, HTMLLIElement>();
  // A starting point pressed on the home page: state adjusted to the new prop while rendering, as React advises, so
  // the commit that follows already shows the whole tree (search cleared) with the group open; focus moves there once.
  const [shownReveal, setShownReveal] = useState(reveal);
  if (reveal !== shownReveal) {
    setShownReveal(reveal);
    if (reveal) {
      const key = groupKey(reveal.kind);
      setQuery('');
      setExpanded((current) => new Set(current).add(key));
      setActive(key);
    }
  }

  // An item opened from elsewhere (its address on a reload or from a colleague, a "Where used" or "Decided by" link):
  // its group and the items above it open, and it becomes the tree's tab stop, so the analyst sees where it sits and
  // Tab reaches it. Adjusted while rendering, as for a reveal; focus stays in the editor that opened.
  const [shownSelected, setShownSelected] = useState<string | null>(null);
  if (selected !== shownSelected) {
    setShownSelected(selected);
    const around = selected ? rowsAround(items, selected) : new Set<string>();
    if (selected && around.size > 0) {
      setExpanded((current) => new Set([...current, ...around]));
      setActive(selected);
    }
  }

  useEffect(() => {
    const wanted = query.trim();
    if (!wanted) return;
    const timer = setTimeout(() => {
      void studioApi.search(wanted).then((answer) => setMatches({ query: answer.query, keys: new Set(answer.keys) }));
    }, 150);
    return () => clearTimeout(timer);
  }, [query]);

  const searching = query.trim() !== '' && matches !== null && matches.query === query.trim();
  const visible = useMemo(() => (searching && matches ? withAncestors(items, matches.keys) : null), [items, matches, searching]);
  const rows = useMemo(() => visibleRows(items, expanded, visible), [items, expanded, visible]);
  const focusKey = active && rows.some((row) => row.key === active) ? active : (rows[0]?.key ?? null);
  // Once per press, never again on later renders (a search typed, another group opened); a kind with no group
  // (no file of that kind) moves nothing.
  useLayoutEffect(() => {
    if (shownReveal) rowElements.focus(groupKey(shownReveal.kind));
  }, [shownReveal, rowElements]);

  const moveTo = (row: TreeRow | undefined): void => {
    if (!row) return;
    setActive(row.key);
    rowElements.focus(row.key);
  };
  const toggle = (key: string, open: boolean): void =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    const index = rows.findIndex((row) => row.key === focusKey);
    const row = rows[index];
    if (!row) return;
    const isOpen = visible !== null || expanded.has(row.key);
    const handled = new Map<string, () => void>([
      ['ArrowDown', () => moveTo(rows[index + 1])],
      ['ArrowUp', () => moveTo(rows[index - 1])],
      ['Home', () => moveTo(rows[0])],
      ['End', () => moveTo(rows[rows.length - 1])],
      ['ArrowRight', () => (row.expandable && !isOpen ? toggle(row.key, true) : row.expandable ? moveTo(rows[index + 1]) : undefined)],
      [
        'ArrowLeft',
        () => (row.expandable && isOpen && visible === null ? toggle(row.key, false) : moveTo(rows.find((candidate) => candidate.key === row.parent))),
      ],
      ['Enter', () => (row.item ? onOpen(row.item) : toggle(row.key, !isOpen))],
      [' ', () => (row.item ? onOpen(row.item) : toggle(row.key, !isOpen))],
    ]).get(event.key);
    if (!handled) return;
    event.preventDefault();
    handled();
  };

  return (
    <nav className="navigator" aria-label="Flow items">
      <label className="navigator-search">
        <span>Search by id, text or fact</span>
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="e.g. deviceType, Chat now, device.type" />
      </label>
      {/* Always in the page, so what a search found is announced when it changes (a live region added with its words is often not). */}
      <p className="navigator-count" role="status" aria-label="Search results">
        {searching ? matchCount(matches?.keys.size ?? 0, query.trim()) : ''}
      </p>
      {searching && rows.length === 0 ? (
        <p className="navigator-empty">Try part of an id (deviceType), words a shopper reads (Chat now) or a fact name (device.type).</p>
      ) : null}
      {/* No tree with nothing in it: an empty tree is no place to land, and the status above says why. */}
      <ul role="tree" aria-label="Flow items by kind" onKeyDown={onKeyDown} hidden={rows.length === 0}>
        {rows.map((row) => {
          const isOpen = visible !== null || expanded.has(row.key);
          return (
            <li
              key={row.key}
              ref={rowElements.refFor(row.key)}
              role="treeitem"
              aria-level={row.level}
              aria-expanded={row.expandable ? isOpen : undefined}
              aria-selected={row.item !== null && row.key === selected}
              tabIndex={row.key === focusKey ? 0 : -1}
              className={`tree-row level-${row.level}${row.key === selected ? ' selected' : ''}`}
              onFocus={() => setActive(row.key)}
              onClick={(event) => {
                event.stopPropagation();
                setActive(row.key);
                if (row.item) onOpen(row.item);
                else toggle(row.key, !isOpen);
              }}
            >
              {row.expandable && (
                <span aria-hidden="true" className="twisty">
                  {isOpen ? '▾' : '▸'}
                </span>
              )}
              {row.label}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
