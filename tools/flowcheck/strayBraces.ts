/**
 * Where a text's braces that are no {name} placeholder are, each as the piece of the text an analyst finds it by
 * ("{{name}" at character 7, not "{") and what to write there instead ("{name}"), for placeholderBraces.ts's words.
 * Every such piece of the text, not the first only (docs/requirements.md "Languages": one problem per text names
 * them all). No Node import: the studio's browser code reads it too.
 */

/** A piece of a text that has braces that are no placeholder. */
export interface StrayBraces {
  /** The piece as typed: its word (or a braced span with blanks, "{first name}"), with its neighbours when the word has no letter or digit. */
  readonly piece: string;
  /** Where the piece begins, counted in characters from 1. */
  readonly at: number;
  /** How many braces of the piece are no placeholder. */
  readonly braces: number;
  /**
   * The piece mended: a stray brace's letters and digits become one {name} ("{name" to "{name}", "{first name}" to
   * "{firstName}"), or the stray braces go ("{{name}" to "{name}", "Price { 5" to "Price 5"); null when nothing
   * is left (the piece is braces only): then it is removed.
   */
  readonly instead: string | null;
  /** Whether `instead` writes a {name} (the analyst may have meant the braces as typed: removing them is the other fix). */
  readonly named: boolean;
}

/** fillText's placeholder (src/engine/resolveValue.ts): a name of letters and digits in braces. */
const placeholder = /\{[a-zA-Z0-9]+\}/g;
/** Braces with blanks between them ("{first name}"): one piece, although its words are apart. */
const spaced = /\{[^{}]{0,24}\}/g;
const alnum = /[a-zA-Z0-9]/;

type Span = [start: number, end: number];

/** The indices of the braces that are no placeholder. */
function strayIndices(words: string): number[] {
  const good = new Set<number>();
  for (const match of words.matchAll(placeholder)) good.add(match.index).add(match.index + match[0].length - 1);
  const stray: number[] = [];
  for (let index = 0; index < words.length; index++) if ((words[index] === '{' || words[index] === '}') && !good.has(index)) stray.push(index);
  return stray;
}

/** The blank-free run of `words` around `index`. */
function wordAround(words: string, index: number): Span {
  let start = index;
  let end = index + 1;
  while (start > 0 && !/\s/.test(words[start - 1] as string)) start--;
  while (end < words.length && !/\s/.test(words[end] as string)) end++;
  return [start, end];
}

/** Spans that overlap or touch, as one. */
function merged(spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    const last = out[out.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/** A span widened by the word before and the word after it, so that a lone "{" is found by its neighbours. */
function withNeighbours(words: string, [start, end]: Span): Span {
  let from = start;
  let to = end;
  while (from > 0 && /\s/.test(words[from - 1] as string)) from--;
  if (from > 0) from = wordAround(words, from - 1)[0];
  while (to < words.length && /\s/.test(words[to] as string)) to++;
  if (to < words.length) to = wordAround(words, to)[1];
  return [from, to];
}

/** "first name" as "firstName": the letters and digits a placeholder's name keeps. */
function nameOf(core: string): string {
  const parts = core.match(/[a-zA-Z0-9]+/g) ?? [];
  return parts.map((part, index) => (index === 0 ? part : (part[0] as string).toUpperCase() + part.slice(1))).join('');
}

/** The piece `span` of `words`, mended: from its first stray brace to its last, with the letters and digits beside them, becomes {name}. */
function mend(words: string, [start, end]: Span, inside: readonly number[]): { instead: string; named: boolean } {
  let from = inside[0] as number;
  let to = (inside[inside.length - 1] as number) + 1;
  while (from > start && alnum.test(words[from - 1] as string)) from--;
  while (to < end && alnum.test(words[to] as string)) to++;
  const name = nameOf(words.slice(from, to));
  const instead = words.slice(start, from) + (name === '' ? '' : `{${name}}`) + words.slice(to, end);
  // "{{name}}" is mended by taking its stray braces out: there is no name to write that the piece has not.
  const removed = words
    .slice(start, end)
    .split('')
    .filter((_, index) => !inside.includes(start + index))
    .join('');
  return { instead, named: name !== '' && removed !== instead };
}

/** Counted in characters as the analyst sees them (an emoji is one), from 1. */
const characterAt = (words: string, index: number): number => [...words.slice(0, index)].length + 1;

/** One run of stray braces (its word, or a braced span with blanks) and what it becomes. */
interface Mended {
  readonly span: Span;
  readonly stray: readonly number[];
  readonly instead: string;
  readonly named: boolean;
}

/** The words from `start` to `end` with each run in them mended; a brace removed from between blanks takes one blank with it. */
function rewritten(words: string, [start, end]: Span, runs: readonly Mended[]): string {
  let out = '';
  let at = start;
  for (const { span, instead } of runs) {
    out += words.slice(at, span[0]) + instead;
    at = span[1];
    const blankBefore = out === '' || /\s$/.test(out);
    if (instead === '' && blankBefore && at < end && /\s/.test(words[at] as string)) at++;
    else if (instead === '' && at === end) out = out.replace(/\s$/, '');
  }
  return out + words.slice(at, end);
}

/** Every piece of `words` with braces that are no placeholder, in the order they are written; [] when there is none. */
export function strayBraces(words: string): StrayBraces[] {
  const stray = strayIndices(words);
  if (stray.length === 0) return [];
  const spans: Span[] = stray.map((index) => wordAround(words, index));
  for (const match of words.matchAll(spaced))
    if (!/^\{[a-zA-Z0-9]+\}$/.test(match[0]) && /\s/.test(match[0])) spans.push([match.index, match.index + match[0].length]);
  const runs: Mended[] = merged(spans).map((span) => {
    const inside = stray.filter((index) => index >= span[0] && index < span[1]);
    return { span, stray: inside, ...mend(words, span, inside) };
  });
  // A run of braces and marks only ("{", "}.") is no help to find it: the words beside it are shown too, and runs
  // that are then shown together are one piece.
  const shown = merged(runs.map(({ span }) => (alnum.test(words.slice(...span)) ? span : withNeighbours(words, span))));
  return shown.map((span) => {
    const within = runs.filter((run) => run.span[0] >= span[0] && run.span[1] <= span[1]);
    const instead = rewritten(words, span, within);
    return {
      piece: words.slice(...span),
      at: characterAt(words, span[0]),
      braces: within.reduce((sum, run) => sum + run.stray.length, 0),
      instead: instead === '' ? null : instead,
      named: within.some((run) => run.named),
    };
  });
}
