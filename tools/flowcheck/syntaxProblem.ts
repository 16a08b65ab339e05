import { printParseErrorCode, type ParseError } from 'jsonc-parser';

/** Where a syntax error is reported and what the analyst is told. */
export interface SyntaxDiagnosis {
  offset: number;
  message: string;
}

/** The offset of a comma that stands just before `offset` (only blanks between), or -1. */
function commaBefore(text: string, offset: number): number {
  let index = offset - 1;
  while (index >= 0 && /\s/.test(text[index] ?? '')) index -= 1;
  return text[index] === ',' ? index : -1;
}

/**
 * The parser reports a trailing comma at the next token (`}` or `]`), often a
 * line later; the analyst has to fix the comma, so that is where we point.
 * Only the first error is explained: the parser's later errors in the same
 * file are almost always consequences of the first (root cause first).
 */
export function diagnoseSyntax(text: string, errors: readonly ParseError[]): SyntaxDiagnosis | null {
  const first = errors[0];
  if (!first) return null;
  const closer = text[first.offset];
  if ((closer === '}' || closer === ']') && ['PropertyNameExpected', 'ValueExpected'].includes(printParseErrorCode(first.error))) {
    const comma = commaBefore(text, first.offset);
    if (comma >= 0)
      return {
        offset: comma,
        message: `JSON syntax error: trailing comma before "${closer}". Fix: remove this comma (JSON allows no comma after the last item).`,
      };
  }
  return {
    offset: first.offset,
    message: `JSON syntax error: ${printParseErrorCode(first.error)}. Fix: check for a missing comma, quote or bracket just before this point (comments and trailing commas are not allowed).`,
  };
}
