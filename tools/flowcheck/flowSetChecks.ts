import type { FlowSet } from '../../src/model/flowSet.ts';
import type { Origins } from './assemble.ts';
import { checkChoicesInDocument } from './choiceCheck.ts';
import { checkCodeKeys } from './codeKeysCheck.ts';
import { checkLinks } from './linkCheck.ts';
import { checkListItems, listComparisons } from './listChoiceCheck.ts';
import { checkNavigation } from './navigationCheck.ts';
import { checkShopperText, propMarksFrom, textPrefixFor } from './shopperTextCheck.ts';
import { locate, type FlowFile } from './flowFile.ts';
import type { JourneyIssue } from './journeyCheck.ts';
import { pointerOf, type Problem } from './problem.ts';
import type { JsonSchemaObject, RegistryManifest } from './registryManifest.ts';

function located(file: FlowFile | undefined, issues: readonly JourneyIssue[]): Problem[] {
  if (!file) return [];
  return issues.map((issue) => ({ file: file.path, ...locate(file, issue.at), pointer: pointerOf(issue.at), message: issue.message }));
}

function prefixed(prefix: (string | number)[], issues: readonly JourneyIssue[]): JourneyIssue[] {
  return issues.map((issue) => ({ at: [...prefix, ...issue.at], message: issue.message }));
}

/** Each flow document that holds rules, with the file it came from. */
function documents(flows: FlowSet, origins: Origins): { id: string; document: unknown; file: FlowFile | undefined }[] {
  return [
    ...Object.entries(flows.journeys).map(([id, document]) => ({ id, document, file: origins.journeys.get(id) })),
    ...Object.entries(flows.decisions).map(([id, document]) => ({ id, document, file: origins.decisions.get(id) })),
    ...Object.entries(flows.errorTables).map(([id, document]) => ({ id, document, file: origins.errorTables.get(id) })),
    ...Object.entries(flows.redirectTables).map(([id, document]) => ({ id, document, file: origins.redirectTables.get(id) })),
  ];
}

/**
 * The value checks of issue 8 that look across the whole assembled FlowSet
 * (fixed choices, links, navigation, settings, code-read keys, shopper text).
 * Kept apart from checkFlows.ts so each check is its own file.
 */
export function checkFlowSet(flows: FlowSet, origins: Origins, manifest: RegistryManifest, vocabulary: JsonSchemaObject): Problem[] {
  const problems: Problem[] = [];
  const marks = propMarksFrom(manifest);
  const listUses = new Map<string, Set<string>>();
  for (const { id, document, file } of documents(flows, origins)) {
    problems.push(...located(file, checkShopperText(document, textPrefixFor(flows, id), marks)));
    problems.push(...located(file, checkChoicesInDocument(document, vocabulary, flows)));
    problems.push(...located(file, checkLinks(document, flows)));
    listComparisons(document, listUses);
  }
  for (const [name, value] of Object.entries(flows.settings)) problems.push(...located(origins.settings.get(name), prefixed(['settings', name, 'value'], checkLinks(value, flows))));
  for (const { journeyId, ...issue } of checkNavigation(flows)) problems.push(...located(origins.journeys.get(journeyId), [issue]));
  for (const [listId, facts] of listUses) problems.push(...located(origins.lists.get(listId), checkListItems(listId, facts, vocabulary, flows)));
  problems.push(...checkCodeKeys(flows, origins));
  return problems;
}
