import { runInAction } from 'mobx';
import { enter } from '../../engine/enter.ts';
import type { RootStore } from '../../runtime/RootStore.ts';

/**
 * The frame shows the page's loaders in their place (issue 20 item 1): the
 * calls the page makes on entry read as `loading` before they are sent, so
 * the loader fragments (flows/fragments/loader.json) render at build time and
 * in the first client render alike. Entering the page replaces these states
 * with the calls' own.
 */
export function showEntryLoaders(store: RootStore): void {
  runInAction(() => {
    for (const adapter of entryCalls(store)) store.services.calls.set(adapter, { status: 'loading' });
  });
}

/** The calls the page makes on entry, whatever the facts (its onEnter's own call effects). */
export function entryCalls(store: RootStore): string[] {
  const page = store.flow.current?.page;
  return page ? enter(page).effects.flatMap((effect) => ('call' in effect ? [effect.call] : [])) : [];
}
