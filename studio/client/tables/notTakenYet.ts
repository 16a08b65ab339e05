import { flowTextProblems } from '../../../tools/flowcheck/flowText.ts';

/**
 * Why typed JSON is not taken yet, in flows:check's words (tools/flowcheck/flowText.ts: "the object opened at line 1
 * is never closed. Fix: add its closing }"), never the browser's parser's ("Expected ',' or '}' after property value
 * in JSON at position 94"); null when it parses. A key written twice is held too: JSON.parse would keep the last one
 * silently. `kept` names what stays meanwhile ("the condition").
 */
export function notTakenYet(text: string, kept: string): string | null {
  const syntax = flowTextProblems('', text).problems[0];
  if (!syntax) return null;
  return `Not taken yet (line ${syntax.line}, column ${syntax.column}): ${syntax.message} Until then ${kept} stays as last taken.`;
}
