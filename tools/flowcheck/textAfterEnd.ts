import type { Node, ParseError } from 'jsonc-parser';
import { lineColumn } from './lineColumn.ts';
import type { SyntaxDiagnosis } from './syntaxProblem.ts';

/** What the text after the end reads as, in words: the start of a second object is not a "character JSON does not allow". */
function whatFollows(stray: string): string {
  const first = stray[0];
  // A no-break space or a byte-order mark looks like a blank but is no JSON whitespace: named, not shown.
  if (first !== undefined && /\s/.test(first)) return `an invisible character (U+${first.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')})`;
  if (first === '{') return 'a second object';
  if (first === '[') return 'a list';
  if (first === '}' || first === ']') return `an extra ${first}`;
  if (first === ',') return 'a comma';
  const line = stray.split('\n', 1)[0]?.replace(/[ \t\r]+$/, '') ?? '';
  const shown = line.length > 24 ? `${line.slice(0, 24)}…` : line;
  return `the text ${shown.startsWith('"') ? shown : `"${shown}"`}`;
}

/**
 * Text typed after the file's closing brace (`{...} x`, a second object, an
 * extra `}`): the parser says "a character JSON does not allow" or "end of
 * file expected" at it. Said in words at the stray text, naming the closing
 * brace it follows and what to remove (issue 21 item 4: messages in words,
 * at the right place). Null when the first error is not after a complete
 * value (an object left open is unclosedOpener's).
 */
export function textAfterEnd(text: string, errors: readonly ParseError[], root: Node | undefined): SyntaxDiagnosis | null {
  const first = errors[0];
  if (!first || !root) return null;
  const end = root.offset + root.length;
  if (first.offset < end) return null;
  const closer = root.type === 'object' ? '}' : root.type === 'array' ? ']' : null;
  // The value is complete only when its own closer ends it: an object left open ends with its last child's.
  const last = root.children?.[root.children.length - 1];
  if (closer && (text[end - 1] !== closer || (last && last.offset + last.length >= end))) return null;
  // JSON's own blanks only: trimStart() also skipped U+00A0 and U+FEFF, which JSON does not allow (review of f108821).
  const offset = end + (/^[ \t\r\n]*/.exec(text.slice(end))?.[0].length ?? 0);
  if (offset >= text.length) return null;
  const at = lineColumn(text, end - 1);
  const stray = text.slice(offset);
  const early = closer ? braceTooEarly(text, end - 1, closer, stray) : null;
  if (early) return early;
  const ends = closer ? `the closing ${closer} at line ${at.line}, column ${at.column}` : `the value ending at line ${at.line}, column ${at.column}`;
  const [what, one] =
    closer === '}'
      ? ['closing brace', 'one object: what belongs in it goes inside its braces']
      : closer === ']'
        ? ['closing bracket', 'one list: what belongs in it goes inside its brackets']
        : ['value', 'one value'];
  return {
    offset,
    message: `JSON syntax error: ${whatFollows(stray)} follows ${ends}, which ends the JSON. Fix: remove what follows the ${what} at line ${at.line} (the JSON is ${one}).`,
  };
}

/**
 * A closer typed too early: `{ "a": { "b": 1 }}` then `"c": 2` and the file's own `}` on the lines after. The file
 * still ends with the closer, so what follows the early one is the analyst's content: "remove what follows" would
 * delete it (and the rest parses, so it would be taken). Said at the early closer, whose removal keeps it. Not for
 * a second object or list, nor an extra closer (removing either closer is the same), which remove what follows.
 */
function braceTooEarly(text: string, closerAt: number, closer: string, stray: string): SyntaxDiagnosis | null {
  const first = stray[0];
  if (first === '{' || first === '[' || first === '}' || first === ']') return null;
  if (text.replace(/[ \t\r\n]+$/, '').at(-1) !== closer) return null;
  const what = closer === '}' ? 'object' : 'list';
  const comma = first === ',' ? '' : ' (and put a comma before what follows)';
  return {
    offset: closerAt,
    message: `JSON syntax error: this ${closer} ends the file's ${what}, but ${whatFollows(stray)} and a ${closer} follow it. Fix: remove this ${closer}${comma}, so that what follows is inside the ${what}.`,
  };
}
