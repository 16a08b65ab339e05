import type { ConditionPart } from '../../src/engine/why/explainCondition.ts';

/**
 * The text form of a condition's explanation (src/engine/why/explainCondition.ts,
 * shared with the debug panel): one line per part, `✓`/`✗`, nested parts indented.
 */
export function conditionLines(part: ConditionPart | undefined, indent = '    '): string[] {
  if (part === undefined) return [`${indent}(no condition: always holds)`];
  if (part.error !== undefined) return [`${indent}✗ cannot be evaluated: ${part.error}`];
  const mark = part.holds ? '✓' : '✗';
  if (part.parts) return [`${indent}${mark} ${part.text}:`, ...part.parts.flatMap((inner) => conditionLines(inner, `${indent}  `))];
  const gives = part.gives === undefined ? '' : ` (gives ${part.gives})`;
  return [`${indent}${mark} ${part.text}${gives}   [${part.values.join(', ')}]`];
}
