import type { JsonSchemaObject } from './registryManifest.ts';
import { checkLogic, type LogicCheckOptions, type LogicIssue } from './logicCheck.ts';
import { didYouMean } from './suggest.ts';
import { checkFactPath } from './vocabulary.ts';

export interface ValueContext {
  vocabulary: JsonSchemaObject;
  texts: Record<string, string>;
  logic?: LogicCheckOptions;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Text keys, facts and logic inside one prop value (text params included). */
export function checkValue(value: unknown, context: ValueContext): LogicIssue[] {
  if (!isRecord(value)) return [];
  if (typeof value.text === 'string') {
    const issues: LogicIssue[] = [];
    if (!(value.text in context.texts)) {
      issues.push({ at: ['text'], message: `unknown text key "${value.text}".${didYouMean(value.text, Object.keys(context.texts))} Fix: add it to a file in flows/texts/ or correct the key.` });
    }
    for (const [name, param] of Object.entries(isRecord(value.params) ? value.params : {})) {
      for (const issue of checkValue(param, context)) issues.push({ at: ['params', name, ...issue.at], message: issue.message });
    }
    return issues;
  }
  if (typeof value.fact === 'string') {
    const problem = checkFactPath(context.vocabulary, value.fact);
    return problem ? [{ at: ['fact'], message: problem }] : [];
  }
  if ('logic' in value) return checkLogic(value.logic, context.vocabulary, context.logic).map((issue) => ({ at: ['logic', ...issue.at], message: issue.message }));
  return [];
}

export function checkValues(values: Record<string, unknown> | undefined, context: ValueContext): LogicIssue[] {
  return Object.entries(values ?? {}).flatMap(([key, value]) => checkValue(value, context).map((issue) => ({ at: [key, ...issue.at], message: issue.message })));
}
