import type { Node, ParseError } from 'jsonc-parser';
import { lineColumn } from './lineColumn.ts';
import type { SyntaxDiagnosis } from './syntaxProblem.ts';

/** What the text after the end reads as, in words: the start of a second object is not a "character JSON does not allow". */
function whatFollows(stray: string): string {
  const first = stray[0];
  if (first === '{') return 'a second object';
  if (first === '[') return 'a list';
  if (first === '}' || first === ']') return `an extra ${first}`;
  if (first === ',') return 'a comma';
  const line = stray.split('\n', 1)[0]?.trim() ?? '';
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
  const offset = end + (text.slice(end).length - text.slice(end).trimStart().length);
  if (offset >= text.length) return null;
  const at = lineColumn(text, end - 1);
  const ends = closer ? `the closing ${closer} at line ${at.line}, column ${at.column}` : `the value ending at line ${at.line}, column ${at.column}`;
  const [what, one] =
    closer === '}'
      ? ['closing brace', 'one object: what belongs in it goes inside its braces']
      : closer === ']'
        ? ['closing bracket', 'one list: what belongs in it goes inside its brackets']
        : ['value', 'one value'];
  return {
    offset,
    message: `JSON syntax error: ${whatFollows(text.slice(offset))} follows ${ends}, which ends the JSON. Fix: remove what follows the ${what} at line ${at.line} (the JSON is ${one}).`,
  };
}
