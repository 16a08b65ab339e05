import type { FlowSet } from '../../src/model/flowSet.ts';
import type { Origins } from './assemble.ts';
import { checkChoicesInDocument } from './choiceCheck.ts';
import { checkCodeKeys } from './codeKeysCheck.ts';
import { checkLabelInName, labelPairsOf, namePropsFrom } from './labelInNameCheck.ts';
import { checkLinks, linkChecker } from './linkCheck.ts';
import { checkListItems, listComparisons } from './listChoiceCheck.ts';
import { checkNavigation } from './navigationCheck.ts';
import { globalTargets, pageWays } from './pageGraph.ts';
import { checkShopperText, propMarksFrom, textPrefixFor } from './shopperTextCheck.ts';
import { locate, type FlowFile } from './flowFile.ts';
import type { JourneyIssue } from './journeyCheck.ts';
import { locatedInJourney } from './journeyLocation.ts';
import { pointerOf, type Problem, nearMissOf } from './problem.ts';
import { checkRedirectEffects, checkRedirectTableTargets, type RedirectTargetIssues } from './redirectTargetCheck.ts';
import type { JsonSchemaObject, RegistryManifest } from './registryManifest.ts';
import { wholeEntry, wholePage } from './trackedFlows.ts';
import { pageRoutes } from './pageRoutes.ts';
import { analysisContext } from '../tables/analysisContext.ts';
import type { Journey, RedirectTable } from '../../src/model/flowTypes.ts';

function located(file: FlowFile | undefined, issues: readonly JourneyIssue[]): Problem[] {
  if (!file) return [];
  return issues.map((issue) => ({ file: file.path, ...locate(file, issue.at), pointer: pointerOf(issue.at), message: issue.message, ...nearMissOf(issue) }));
}

function prefixed(prefix: (string | number)[], issues: readonly JourneyIssue[]): JourneyIssue[] {
  return issues.map((issue) => ({ ...issue, at: [...prefix, ...issue.at] }));
}

function inJourney(flows: FlowSet, origins: Origins, journeyId: string, issues: readonly JourneyIssue[]): Problem[] {
  const file = origins.journeys.get(journeyId);
  const journey = wholeEntry(flows, 'journeys', journeyId);
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
 * A value a unit reads that is itself kept between runs with what it read (tools/flowcheck/checkFlows.ts): `compute`
 * is given its own recording view of the flows. Without a cache it is computed on the flows given.
 */
export type UseValue = <T>(name: string, compute: (flows: FlowSet, origins: Origins) => T) => T;

/** A check whose problems are kept between runs by what it read (tools/flowcheck/unitCache.ts); it reads the flows it is given. */
export interface CheckUnit {
  name: string;
  run: (flows: FlowSet, origins: Origins, use?: UseValue) => Problem[];
}

const documentUnitKind: Record<string, string> = { journeys: 'journey', decisions: 'decision', errorTables: 'errorTable', redirectTables: 'redirectTable' };

/** A document, or part of a journey: `pageId` one page, else (for a journey) the journey without its pages. */
interface DocumentPart {
  kind: 'journeys' | 'decisions' | 'errorTables' | 'redirectTables';
  id: string;
  pageId?: string;
  /** The part in unit names: `journey:shop`, `page:shop/pdp`, `decision:x`. */
  label: string;
}

/** What a part's checks walk, and where it sits in its document. */
function documentPart(flows: FlowSet, { kind, id, pageId }: DocumentPart): { document: unknown; at: (string | number)[] } {
  if (kind !== 'journeys') return { document: wholeEntry(flows, kind, id), at: [] };
  if (pageId !== undefined) return { document: wholePage(flows, id, pageId)?.page, at: ['pages', pageId] };
  // Read through the recording view, property by property: the pages are only looked at, not read.
  const journey = flows.journeys[id] as unknown as Record<string, unknown>;
  return { document: Object.fromEntries(Object.keys(journey).flatMap((key) => (key === 'pages' ? [] : [[key, journey[key]]]))), at: [] };
}

/**
 * The value checks of issue 8 that look across the whole assembled FlowSet
 * (fixed choices, links, navigation, settings, code-read keys, shopper text),
 * one unit per document and one per check across documents, in the order
 * their problems are listed. Kept apart from checkFlows.ts so each check is its own file.
 */
export function flowSetUnits(
  flows: FlowSet,
  manifest: RegistryManifest,
  /** The facts' vocabulary, or how to build it when a unit first needs it (flows:check: most runs reuse every unit). */
  vocabularyOrBuild: JsonSchemaObject | (() => JsonSchemaObject),
  journeyIds: readonly string[] = Object.keys(flows.journeys),
): CheckUnit[] {
  const vocabulary = typeof vocabularyOrBuild === 'function' ? vocabularyOrBuild : () => vocabularyOrBuild;
  const marks = propMarksFrom(manifest);
  const nameProps = namePropsFrom(manifest);
  /**
   * Each flow document that holds rules, by kind and id; a journey in parts, each walked on its own so a page edit
   * walks that page again: the journey without its pages, then each page (tools/flowcheck/trackedFlows.ts wholePage).
   */
  const documents = (['journeys', 'decisions', 'errorTables', 'redirectTables'] as const).flatMap((kind): DocumentPart[] =>
    kind === 'journeys'
      ? journeyIds.flatMap((id) => [
          { kind, id, label: `journey:${id}` },
          ...Object.keys(pageRoutes(flows).journeys[id]?.pages ?? {}).map((pageId) => ({ kind, id, pageId, label: `page:${id}/${pageId}` })),
        ])
      : Object.keys(flows[kind]).map((id) => ({ kind, id, label: `${documentUnitKind[kind]}:${id}` })),
  );
  const documentUnits = documents.map((part): CheckUnit => ({
    name: `values:${part.label}`,
    run: (flows, origins) => {
      const { kind, id } = part;
      const { document, at } = documentPart(flows, part);
      const place =
        kind === 'journeys'
          ? (issues: readonly JourneyIssue[]) => (issues.length === 0 ? [] : inJourney(flows, origins, id, prefixed(at, issues)))
          : (issues: readonly JourneyIssue[]) => located(origins[kind].get(id), issues);
      const table = kind === 'redirectTables' ? (document as RedirectTable) : undefined;
      return [
        ...place(checkShopperText(document, textPrefixFor(flows, id), marks)),
        ...place(checkChoicesInDocument(document, vocabulary(), flows)),
        ...place(checkLinks(document, flows)),
        ...redirectTargets(table ? checkRedirectTableTargets(table, flows) : checkRedirectEffects(document, flows), place, origins),
      ];
    },
  }));
  // One unit per document, so an edit walks only its own document again: a list compared in several documents is
  // checked in each of them, and the same problem prints once (checkFlows drops repeats).
  const listItemUnits = documents.map((part): CheckUnit => ({
    name: `values:listItems:${part.label}`,
    run: (flows, origins) =>
      [...listComparisons(documentPart(flows, part).document)].flatMap(([listId, facts]) =>
        located(origins.lists.get(listId), checkListItems(listId, facts, vocabulary(), flows)),
      ),
  }));
  return [
    ...documentUnits,
    {
      name: 'values:settingLinks',
      run: (flows, origins) => {
        const linksIn = linkChecker(flows);
        return Object.entries(flows.settings).flatMap(([name, value]) =>
          located(origins.settings.get(name), prefixed(['settings', name, 'value'], linksIn(value))),
        );
      },
    },
    {
      name: 'values:navigation',
      // Each journey's pages and ways out, and the pages the tables and settings lead to, are values of their own:
      // after a page edit only that journey is walked again.
      run: (flows, origins, use = (_name, compute) => compute(flows, origins)) =>
        checkNavigation(
          flows,
          (journeyId) => ({
            start: use(`start:${journeyId}`, (flows) => (flows.journeys[journeyId] as Journey).start),
            pages: Object.keys(pageRoutes(flows).journeys[journeyId]?.pages ?? {}).map((pageId) =>
              use(`ways:${journeyId}/${pageId}`, (flows) => pageWays(flows, journeyId, pageId)),
            ),
          }),
          () => use('globalTargets', (flows) => [...globalTargets(flows)]),
        ).flatMap(({ journeyId, ...issue }) => inJourney(flows, origins, journeyId, [issue])),
    },
    ...listItemUnits,
    { name: 'values:codeKeys', run: (flows, origins) => checkCodeKeys(flows, origins) },
    {
      name: 'values:labelInName',
      // Which texts each page pairs (its composed body: layout and fragments too) is a value of its own (a page,
      // layout or fragment edit walks that page again); the texts are read here, so a text edit checks every pair
      // again without composing a journey.
      run: (flows, origins, use = (_name, compute) => compute(flows, origins)) =>
        checkLabelInName(
          journeyIds.flatMap((journeyId) =>
            Object.keys(pageRoutes(flows).journeys[journeyId]?.pages ?? {}).flatMap((pageId) =>
              use(`labelPairs:${journeyId}/${pageId}`, (flows, origins) =>
                labelPairsOf(wholePage(flows, journeyId, pageId)?.page, `${journeyId}.${pageId}`, nameProps, origins.sourceMap),
              ),
            ),
          ),
          flows,
          origins,
          () => analysisContext(flows, vocabulary()),
        ),
    },
  ];
}

/** Every unit of flowSetUnits, run at once. */
export function checkFlowSet(flows: FlowSet, origins: Origins, manifest: RegistryManifest, vocabulary: JsonSchemaObject): Problem[] {
  return flowSetUnits(flows, manifest, vocabulary).flatMap((unit) => unit.run(flows, origins));
}
