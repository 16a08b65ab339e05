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
import { locatedInJourney } from './journeyLocation.ts';
import { pointerOf, type Problem } from './problem.ts';
import { checkRedirectEffects, checkRedirectTableTargets, type RedirectTargetIssues } from './redirectTargetCheck.ts';
import type { JsonSchemaObject, RegistryManifest } from './registryManifest.ts';

function located(file: FlowFile | undefined, issues: readonly JourneyIssue[]): Problem[] {
  if (!file) return [];
  return issues.map((issue) => ({ file: file.path, ...locate(file, issue.at), pointer: pointerOf(issue.at), message: issue.message }));
}

function prefixed(prefix: (string | number)[], issues: readonly JourneyIssue[]): JourneyIssue[] {
  return issues.map((issue) => ({ at: [...prefix, ...issue.at], message: issue.message }));
}

/** Each flow document that holds rules, with how to point at a place in it (composed journeys through their SourceMap). */
function documents(flows: FlowSet, origins: Origins): { id: string; document: unknown; place: (issues: readonly JourneyIssue[]) => Problem[] }[] {
  const inFile = (file: FlowFile | undefined) => (issues: readonly JourneyIssue[]) => located(file, issues);
  return [
    ...Object.entries(flows.journeys).map(([id, document]) => ({
      id,
      document,
      place: (issues: readonly JourneyIssue[]) => inJourney(flows, origins, id, issues),
    })),
    ...Object.entries(flows.decisions).map(([id, document]) => ({ id, document, place: inFile(origins.decisions.get(id)) })),
    ...Object.entries(flows.errorTables).map(([id, document]) => ({ id, document, place: inFile(origins.errorTables.get(id)) })),
    ...Object.entries(flows.redirectTables).map(([id, document]) => ({ id, document, place: inFile(origins.redirectTables.get(id)) })),
  ];
}

function inJourney(flows: FlowSet, origins: Origins, journeyId: string, issues: readonly JourneyIssue[]): Problem[] {
  const file = origins.journeys.get(journeyId);
  const journey = flows.journeys[journeyId];
  return file && journey ? locatedInJourney(journey, origins, issues, file) : [];
}

/** Refused redirect targets where they were written: in the document, or at the setting it reads. */
function redirectTargets(found: RedirectTargetIssues, place: (issues: readonly JourneyIssue[]) => Problem[], origins: Origins): Problem[] {
  return [
    ...place(found.inDocument),
    ...found.inSettings.flatMap(({ setting, message }) => located(origins.settings.get(setting), [{ at: ['settings', setting, 'value'], message }])),
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
  for (const { id, document, place } of documents(flows, origins)) {
    problems.push(...place(checkShopperText(document, textPrefixFor(flows, id), marks)));
    problems.push(...place(checkChoicesInDocument(document, vocabulary, flows)));
    problems.push(...place(checkLinks(document, flows)));
    listComparisons(document, listUses);
    const table = flows.redirectTables[id] === document ? flows.redirectTables[id] : undefined;
    problems.push(...redirectTargets(table ? checkRedirectTableTargets(table, flows) : checkRedirectEffects(document, flows), place, origins));
  }
  for (const [name, value] of Object.entries(flows.settings))
    problems.push(...located(origins.settings.get(name), prefixed(['settings', name, 'value'], checkLinks(value, flows))));
  for (const { journeyId, ...issue } of checkNavigation(flows)) problems.push(...inJourney(flows, origins, journeyId, [issue]));
  for (const [listId, facts] of listUses) problems.push(...located(origins.lists.get(listId), checkListItems(listId, facts, vocabulary, flows)));
  problems.push(...checkCodeKeys(flows, origins));
  return problems;
}
