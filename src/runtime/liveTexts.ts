import { runInAction } from 'mobx';
import type { ServiceErrorFact } from '../model/facts.ts';
import type { NotificationState } from './plumbing/notifications/NotificationStore.ts';

/** Rewrites one shown sentence from the texts before an edit to the texts after it; unchanged when it came from no edited text. */
export type Retext = (value: string) => string;

const placeholder = /\{(\w+)\}/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One edited text: a pattern that recognises a sentence made from its old words, and how to write it with the new. */
function rewriter(before: string, after: string): ((value: string) => string | null) | null {
  const names: string[] = [];
  const source = before
    .split(placeholder)
    .map((part, index) => {
      if (index % 2 === 0) return escapeRegExp(part);
      names.push(part);
      return '([\\s\\S]*?)';
    })
    .join('');
  // A text that is only placeholders would match any sentence.
  if (before.replace(placeholder, '').trim() === '') return null;
  const pattern = new RegExp(`^${source}$`);
  return (value) => {
    const match = pattern.exec(value);
    if (!match) return null;
    const filled = new Map(names.map((name, index) => [name, match[index + 1] ?? '']));
    return after.replace(placeholder, (whole, name: string) => filled.get(name) ?? whole);
  };
}

/**
 * Issue 21 item 7 (dev server): texts the runtime already resolved and keeps
 * (a banner's message, an alert set into ui state, the page-load error
 * message) were written with the old words; a text edit must show in them
 * too, not only in what is rendered from flows next. Sentences with
 * placeholders are matched on their fixed words and refilled. Null when no
 * text changed.
 */
export function retextFor(before: Readonly<Record<string, string>>, after: Readonly<Record<string, string>>): Retext | null {
  const rewriters = Object.entries(before)
    .filter(([key, old]) => typeof old === 'string' && typeof after[key] === 'string' && after[key] !== old)
    .map(([key, old]) => rewriter(old, after[key] as string))
    .filter((item): item is (value: string) => string | null => item !== null);
  if (rewriters.length === 0) return null;
  return (value) => {
    for (const rewrite of rewriters) {
      const rewritten = rewrite(value);
      if (rewritten !== null) return rewritten;
    }
    return value;
  };
}

/** The same value with every string in it rewritten (ui values may be lists and records). */
export function retextDeep<T>(value: T, retext: Retext): T {
  if (typeof value === 'string') return retext(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => retextDeep(item, retext)) as T;
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, retextDeep(item, retext)])) as T;
  return value;
}

/** What keeps resolved sentences: the parts of a RootStore this touches. */
export interface ShownSentences {
  ui: { values: Map<string, unknown>; set(name: string, value: unknown): void };
  plumbing: {
    notifications: { current: NotificationState | null; proactive: NotificationState | null };
    serviceState: { lastError: ServiceErrorFact; recordError(error: ServiceErrorFact): void };
  };
}

/**
 * Dev server only (src/app/main.tsx, on a flows hot update): what renders from
 * the flows follows new flows by itself; sentences already resolved and kept
 * (alerts in ui state, the banners, the page-load error) are rewritten here
 * from the old texts to the new ones, so a text edit shows on screen at once.
 */
export function showTextEdits(store: ShownSentences, before: Readonly<Record<string, string>>, after: Readonly<Record<string, string>>): void {
  const retext = retextFor(before, after);
  if (!retext) return;
  runInAction(() => {
    for (const [name, value] of store.ui.values) {
      const next = retextDeep(value, retext);
      if (JSON.stringify(next) !== JSON.stringify(value)) store.ui.set(name, next);
    }
    const { notifications, serviceState } = store.plumbing;
    if (notifications.current) notifications.current = retextDeep(notifications.current, retext);
    if (notifications.proactive) notifications.proactive = retextDeep(notifications.proactive, retext);
    const message = retext(serviceState.lastError.message);
    if (message !== serviceState.lastError.message) serviceState.recordError({ ...serviceState.lastError, message });
  });
}
