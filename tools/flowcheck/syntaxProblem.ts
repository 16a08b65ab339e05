import { createScanner, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { textAfterEnd } from './textAfterEnd.ts';

/** Where a syntax error is reported and what the analyst is told. */
export interface SyntaxDiagnosis {
  offset: number;
  message: string;
}

/** The parser's error codes in the words an analyst reads (issue 21 item 4: never a code such as PropertyNameExpected). */
const inWords: Record<string, string> = {
  InvalidSymbol: 'a character that JSON does not allow here',
  InvalidNumberFormat: 'a number written in a form JSON does not allow',
  PropertyNameExpected: 'a property name in double quotes was expected here',
  ValueExpected: 'a value was expected here',
  ColonExpected: 'a colon (:) was expected after the property name',
  CommaExpected: 'a comma was expected between two items',
  CloseBraceExpected: 'a closing } was expected',
  CloseBracketExpected: 'a closing ] was expected',
  EndOfFileExpected: 'the file should end here: something follows the closing } of the file',
  InvalidCommentToken: 'comments are not allowed in flow files',
  UnexpectedEndOfComment: 'comments are not allowed in flow files',
  UnexpectedEndOfString: 'a text in double quotes is never closed',
  UnexpectedEndOfNumber: 'a number ends too early',
  InvalidUnicode: 'a \\u escape in a text is not 4 hex digits',
  InvalidEscapeCharacter: 'a backslash in a text starts an escape JSON does not know (write \\\\ for a backslash)',
  InvalidCharacter: 'a tab or line break inside a text in double quotes (write \\n for a line break)',
};

/** The offset of a comma that stands just before `offset` (only blanks between), or -1. */
function commaBefore(text: string, offset: number): number {
  let index = offset - 1;
  while (index >= 0 && /\s/.test(text[index] ?? '')) index -= 1;
  return text[index] === ',' ? index : -1;
}

interface Opener {
  close: '}' | ']';
  offset: number;
  line: number;
  indent: number;
}

/** Indentation of the line starting at lineStart (spaces before the first other character). */
function indentAt(text: string, lineStart: number): number {
  let index = lineStart;
  while (text[index] === ' ' || text[index] === '\t') index += 1;
  return index - lineStart;
}

/**
 * The object or array left open, found by the indentation flows:format
 * writes: a closer that starts its line belongs to the opener whose line has
 * the same indentation. When the innermost open one is indented deeper, it is
 * the one never closed (the parser would blame a later place, often the end
 * of the file). Null when nothing is left open.
 */
export function unclosedOpener(text: string): Opener | null {
  const scanner = createScanner(text, true);
  const stack: Opener[] = [];
  const lineStarts = [0];
  for (let index = 0; index < text.length; index += 1) if (text.charCodeAt(index) === 10) lineStarts.push(index + 1);
  for (let token = scanner.scan(); token !== 17; token = scanner.scan()) {
    const line = scanner.getTokenStartLine();
    const lineStart = lineStarts[line] ?? 0;
    const offset = scanner.getTokenOffset();
    if (token === 1 || token === 3) stack.push({ close: token === 1 ? '}' : ']', offset, line, indent: indentAt(text, lineStart) });
    if (token !== 2 && token !== 4) continue;
    const top = stack[stack.length - 1];
    if (!top) return null;
    const startsLine = text.slice(lineStart, offset).trim() === '';
    if (startsLine && top.line !== line && top.indent > offset - lineStart) return top;
    if ((token === 2 ? '}' : ']') !== top.close) return top;
    stack.pop();
  }
  return stack[stack.length - 1] ?? null;
}

/**
 * The parser reports a trailing comma at the next token (`}` or `]`), often a
 * line later; the analyst has to fix the comma, so that is where we point.
 * A missing closer is reported where the object or array was opened.
 * Text after the closing brace is said at that text (textAfterEnd.ts).
 * Only the first error is explained: the parser's later errors in the same
 * file are almost always consequences of the first (root cause first).
 */
export function diagnoseSyntax(text: string, errors: readonly ParseError[], root?: Node): SyntaxDiagnosis | null {
  const first = errors[0];
  if (!first) return null;
  const after = textAfterEnd(text, errors, root);
  if (after) return after;
  const code = printParseErrorCode(first.error);
  const closer = text[first.offset];
  if ((closer === '}' || closer === ']') && ['PropertyNameExpected', 'ValueExpected'].includes(code)) {
    const comma = commaBefore(text, first.offset);
    if (comma >= 0)
      return {
        offset: comma,
        message: `JSON syntax error: trailing comma before "${closer}". Fix: remove this comma (JSON allows no comma after the last item).`,
      };
  }
  const open = unclosedOpener(text);
  if (open) {
    const what = open.close === '}' ? 'object' : 'list';
    return {
      offset: open.offset,
      message: `JSON syntax error: the ${what} opened at line ${open.line + 1} is never closed. Fix: add its closing ${open.close} where the ${what} ends, indented like this line.`,
    };
  }
  return {
    offset: first.offset,
    message: `JSON syntax error: ${inWords[code] ?? 'something JSON does not allow'}. Fix: check for a missing comma, quote or bracket just before this point (comments and trailing commas are not allowed).`,
  };
}
