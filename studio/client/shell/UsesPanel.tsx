import { useEffect, useState } from 'react';
import type { NavItem, UsesAnswer } from '../../shared/api.ts';
import { studioApi } from '../api.ts';
import { wordBreaks } from '../wordBreaks.tsx';
import { PageRoutes } from './PageRoutes.tsx';

export interface UsesPanelProps {
  item: NavItem;
  /** Finds the navigator item a use names ("decision deviceType", "sales.cart (cart.html)"), to link it. */
  find: (use: string) => NavItem | undefined;
  onOpen: (item: NavItem) => void;
}

function UseList({ title, uses, find, onOpen }: { title: string; uses: string[] } & Pick<UsesPanelProps, 'find' | 'onOpen'>) {
  if (uses.length === 0) return null;
  return (
    <>
      <h3>
        {title} ({uses.length})
      </h3>
      <ul>
        {uses.map((use) => {
          const target = find(use);
          return (
            <li key={use}>
              {target ? (
                <button type="button" className="link" onClick={() => onOpen(target)}>
                  {wordBreaks(use)}
                </button>
              ) : (
                wordBreaks(use)
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Where an item is used (what flows:impact knows, tools/qa/impactOf.ts), each use a link to open it; the pages by the way it reaches them (PageRoutes). */
export function UsesPanel({ item, find, onOpen }: UsesPanelProps) {
  const [uses, setUses] = useState<{ key: string; answer: UsesAnswer | null; error?: string } | null>(null);
  const wanted = item.uses;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    studioApi
      .uses(wanted.kind, wanted.name)
      .then((answer) => live && setUses({ key: item.key, answer }))
      .catch((error: Error) => live && setUses({ key: item.key, answer: null, error: error.message }));
    return () => {
      live = false;
    };
  }, [item.key, wanted]);
  if (!wanted) return null;
  const current = uses?.key === item.key ? uses : null;
  return (
    // It scrolls on its own (studio.css .uses) and may hold no button (uses by code only): a tab stop lets the keyboard scroll it (axe scrollable-region-focusable).
    <section className="uses" aria-label={`Where ${item.name} is used`} tabIndex={0}>
      <h2>Where {wordBreaks(item.name)} is used</h2>
      {!current && <p>Looking…</p>}
      {current?.error && <p role="alert">{current.error}</p>}
      {current?.answer && (
        <>
          {[current.answer.tables, current.answer.pages, current.answer.errorRows, current.answer.files].every((list) => list.length === 0) && (
            <p>Nothing in the flows reads it.</p>
          )}
          <UseList title="Flow files" uses={current.answer.files} find={find} onOpen={onOpen} />
          <UseList title="Tables" uses={current.answer.tables} find={find} onOpen={onOpen} />
          <UseList title="Error rows (every page)" uses={current.answer.errorRows} find={find} onOpen={onOpen} />
          {current.answer.routes.length > 0 ? (
            <PageRoutes name={item.name} routes={current.answer.routes} pageCount={current.answer.pages.length} find={find} onOpen={onOpen} />
          ) : (
            <UseList title="Pages" uses={current.answer.pages} find={find} onOpen={onOpen} />
          )}
          {/* Not flow files, so not links: the analyst learns the name is not theirs alone to rename or delete. */}
          <UseList title="Read by the code (renaming or deleting it breaks it)" uses={current.answer.code} find={() => undefined} onOpen={onOpen} />
        </>
      )}
    </section>
  );
}
