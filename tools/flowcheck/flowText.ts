import { parseTree, type Node, type ParseError } from 'jsonc-parser';
import { duplicateKeys } from './duplicateKeys.ts';
import { lineColumn } from './lineColumn.ts';
import { pointerOf, type Problem } from './problem.ts';
import { diagnoseSyntax } from './syntaxProblem.ts';

/**
 * What is wrong with a flow file's text before its content is read: its JSON
 * syntax (the first error, in words: syntaxProblem.ts) or, when it parses, a
 * key written twice in one object. No Node APIs: flows:check (flowFile.ts)
 * and the studio's JSON editor (studio/client/json/JsonFileEditor.tsx) say
 * the same thing about the same text.
 */

/** A problem of the text with the offset it is marked at. */
export interface TextProblem extends Problem {
  offset: number;
}

/** Parses strictly as JSON (no comments, no trailing commas): the syntax tree and the text's problems. */
export function flowTextProblems(path: string, text: string): { tree: Node | undefined; problems: TextProblem[] } {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const diagnosis = diagnoseSyntax(text, errors, tree);
  if (diagnosis)
    return { tree, problems: [{ file: path, offset: diagnosis.offset, ...lineColumn(text, diagnosis.offset), pointer: '', message: diagnosis.message }] };
  const problems = duplicateKeys(tree).map((duplicate): TextProblem => {
    const first = lineColumn(text, duplicate.firstOffset);
    return {
      file: path,
      offset: duplicate.againOffset,
      ...lineColumn(text, duplicate.againOffset),
      pointer: pointerOf([...duplicate.at, duplicate.key]),
      message: `"${duplicate.key}" is written twice in the same object: first at line ${first.line}, column ${first.column}, again here. JSON keeps only the last one, so the first is silently lost. Fix: remove one of them, or give one another name.`,
    };
  });
  return { tree, problems };
}
