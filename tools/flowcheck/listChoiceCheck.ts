import type { FlowSet } from '../../src/model/flowSet.ts';
import { visitLogic, varPath } from '../../src/logic/varPaths.ts';
import { choicesOf } from './factChoices.ts';
import type { JourneyIssue } from './journeyCheck.ts';
import type { JsonSchemaObject } from './registryManifest.ts';
import { didYouMean } from './suggest.ts';
import { isRecord } from '../isRecord.ts';

/** `{"in": [{"var": fact}, {"var": "lists.id"}]}` pairs anywhere in a document: the list's items are compared with the fact. */
export function listComparisons(document: unknown, found = new Map<string, Set<string>>()): Map<string, Set<string>> {
  if (Array.isArray(document)) document.forEach((item) => listComparisons(item, found));
  if (!isRecord(document)) return found;
  for (const [key, value] of Object.entries(document)) {
    if (key !== 'when' && key !== 'logic') {
      listComparisons(value, found);
      continue;
    }
    visitLogic(value, ({ operator, args, scoped }) => {
      if (scoped || operator !== 'in' || !Array.isArray(args)) return;
      const [needle, haystack] = args.map((arg) => (isRecord(arg) && 'var' in arg ? varPath(arg.var) : null));
      if (needle && haystack?.startsWith('lists.')) {
        const listId = haystack.slice('lists.'.length);
        found.set(listId, (found.get(listId) ?? new Set()).add(needle));
      }
    });
  }
  return found;
}

/**
 * A list that rules compare with a fixed-choice fact (e.g. page names compared
 * with url.pageName) may only hold those choices: a misspelt page in
 * lists.salesCheckoutPages would make the rule silently skip that page.
 */
export function checkListItems(listId: string, facts: Iterable<string>, vocabulary: JsonSchemaObject, flows: FlowSet): JourneyIssue[] {
  const issues: JourneyIssue[] = [];
  for (const fact of facts) {
    const choices = choicesOf(fact, vocabulary, flows);
    if (!choices) continue;
    (flows.lists[listId] ?? []).forEach((item, index) => {
      if (typeof item !== 'string' || choices.values.includes(item)) return;
      issues.push({
        at: ['lists', listId, 'items', index],
        message: `"${item}" is not a ${choices.what} "${fact}" can have, and rules compare this list with it.${didYouMean(item, choices.values)}`,
      });
    });
  }
  return issues;
}
