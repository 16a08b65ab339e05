import type { JsonSchemaObject } from './registryManifest.ts';
import { checkLogic, forbiddenRead, type LogicCheckOptions, type LogicIssue } from './logicCheck.ts';
import { hintFor, nearest, nearMissField } from './suggest.ts';
import { unknownTextKeyFix } from './textKeyWords.ts';
import { checkFactNear } from './vocabulary.ts';
import { isRef } from '../../src/engine/resolveValue.ts';
import { isRecord } from '../isRecord.ts';

export interface ValueContext {
  vocabulary: JsonSchemaObject;
  texts: Record<string, string>;
  logic?: LogicCheckOptions;
}

/**
 * The words of text `key`, when flows/texts has it; never what every object inherits ("constructor" is a function):
 * texts are strings, and nothing a plain object inherits is. One read, of the words (tools/flowcheck/trackedFlows.ts).
 */
export function ownText(texts: Readonly<Record<string, string>>, key: string): string | undefined {
  const words: unknown = texts[key];
  return typeof words === 'string' ? words : undefined;
}

/** Text keys, facts and logic inside one prop value (text params included). */
export function checkValue(value: unknown, context: ValueContext): LogicIssue[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => checkNested(item, context).map((issue) => ({ ...issue, at: [index, ...issue.at] })));
  if (!isRecord(value)) return [];
  if (typeof value.text === 'string') {
    const issues: LogicIssue[] = [];
    // An own key: `in` also finds what every object inherits ("constructor", "toString"), which no flows/texts file has.
    if (!Object.hasOwn(context.texts, value.text)) {
      const meant = nearest(value.text, Object.keys(context.texts));
      issues.push({
        at: ['text'],
        message: `unknown text key "${value.text}".${hintFor(meant)} ${unknownTextKeyFix}`,
        ...nearMissField(value.text, meant),
      });
    }
    for (const [name, param] of Object.entries(isRecord(value.params) ? value.params : {})) {
      for (const issue of checkValue(param, context)) issues.push({ ...issue, at: ['params', name, ...issue.at] });
    }
    return issues;
  }
  if (typeof value.fact === 'string') {
    const forbidden = context.logic ? forbiddenRead(value.fact, context.logic) : undefined;
    if (forbidden) return [{ at: ['fact'], message: forbidden }];
    const problem = checkFactNear(context.vocabulary, value.fact);
    return problem ? [{ at: ['fact'], message: problem.message, ...nearMissField(value.fact, problem.meant) }] : [];
  }
  if (Array.isArray(value.cases)) {
    const issues: LogicIssue[] = [];
    value.cases.forEach((item: { when?: unknown; value?: unknown }, index) => {
      for (const issue of checkLogic(item.when, context.vocabulary, context.logic)) issues.push({ ...issue, at: ['cases', index, 'when', ...issue.at] });
      for (const issue of checkValue(item.value, context)) issues.push({ ...issue, at: ['cases', index, 'value', ...issue.at] });
    });
    for (const issue of checkValue(value.else, context)) issues.push({ ...issue, at: ['else', ...issue.at] });
    return issues;
  }
  if ('logic' in value) return checkLogic(value.logic, context.vocabulary, context.logic).map((issue) => ({ ...issue, at: ['logic', ...issue.at] }));
  return [];
}

/** Refs nested in array props are resolved at any depth (resolveValue), so they are checked at any depth too. */
function checkNested(value: unknown, context: ValueContext): LogicIssue[] {
  if (Array.isArray(value) || !isRecord(value)) return checkValue(value, context);
  if (isRef(value)) return checkValue(value, context);
  return Object.entries(value).flatMap(([key, item]) => checkNested(item, context).map((issue) => ({ ...issue, at: [key, ...issue.at] })));
}

/**
 * What an array prop looks like once resolved, as far as the checker can tell:
 * text refs become their text; null when a fact, logic or event ref sits
 * inside (its value is only known at runtime, so the prop schema is not checked).
 */
export function previewNested(value: unknown, texts: Record<string, string>): { value: unknown } | null {
  if (Array.isArray(value)) {
    const items = value.map((item) => previewNested(item, texts));
    return items.every((item) => item !== null) ? { value: items.map((item) => (item as { value: unknown }).value) } : null;
  }
  if (!isRecord(value)) return { value };
  if (typeof value.text === 'string') return { value: ownText(texts, value.text) ?? value.text };
  if (isRef(value)) return null;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const preview = previewNested(item, texts);
    if (preview === null) return null;
    out[key] = preview.value;
  }
  return { value: out };
}

export function checkValues(values: Record<string, unknown> | undefined, context: ValueContext): LogicIssue[] {
  return Object.entries(values ?? {}).flatMap(([key, value]) => checkValue(value, context).map((issue) => ({ ...issue, at: [key, ...issue.at] })));
}
