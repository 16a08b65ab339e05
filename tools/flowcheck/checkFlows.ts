import { emptyFlowSet, type FlowSet } from '../../src/model/flowSet.ts';
import { assemble, emptyOrigins, type Composition, type Origins, type TypedFile } from './assemble.ts';
import { locate, readFlowFile, readFlowFileKnownValid, type FlowFile } from './flowFile.ts';
import { checkHandlerExamples } from './handlerExamples.ts';
import { checkJourneyPage, checkJourneyStart, type JourneyIssue } from './journeyCheck.ts';
import { locatedInJourney } from './journeyLocation.ts';
import { formatProblem, pointerOf, type Problem, nearMissOf } from './problem.ts';
import { readRegistryManifest, type JsonSchemaObject, type RegistryManifest } from './registryManifest.ts';
import { createSchemaValidators, kindOf, kindsBySchemaFile } from './schemas.ts';
import { schemaProblems } from './schemaCheck.ts';
import { checkDecisionTable, checkErrorTable, checkRedirectTable } from './tableCheck.ts';
import { buildVocabulary } from './vocabulary.ts';
import { factNamesOf, tableFacts } from './vocabularyOf.ts';
import { fileOfTextRead, groupsOfRead, readGroups } from './readGroups.ts';
import { trackedVocabulary, type VocabularyReads } from './trackedVocabulary.ts';
import { flowSetUnits, type UseValue } from './flowSetChecks.ts';
import { runFingerprints, trackedFlows, trackedOrigins, wholeEntry, wholePage } from './trackedFlows.ts';
import { textHash, type UnitCache } from './unitCache.ts';
import { pageRoutes } from './pageRoutes.ts';
import type { DecisionTable, ErrorTable, Journey, Page, RedirectTable } from '../../src/model/flowTypes.ts';
import { checkContentTranslations } from './contentTranslationCheck.ts';
import { checkTranslations } from './translationCheck.ts';
import { tableAnalysisProblems, type TableAnalysisOption } from '../tables/tableAnalysisCheck.ts';
import { firstMatchTables } from '../tables/firstMatchTables.ts';
import { examplesNotRunNote, isReported, scopeOf, skippedNote, sortProblems, unknownOperatorOf, type CheckOptions } from './checkScope.ts';

export interface CheckResult {
  problems: Problem[];
  /** The merged flows; complete only when problems is empty. */
  flows: FlowSet;
  files: string[];
  /** Where each named thing and each composed object was written (for the reference index's fragments and layouts). */
  origins: Origins;
}

let validators: ReturnType<typeof createSchemaValidators> | null = null;

function located(file: FlowFile, issues: JourneyIssue[]): Problem[] {
  return issues.map((issue) => {
    const { line, column } = locate(file, issue.at);
    return { file: file.path, line, column, pointer: pointerOf(issue.at), message: issue.message, ...nearMissOf(issue) };
  });
}

/** Handlers written inside a fragment with parameters carry no examples of their own (their facts depend on each use). */
function inParameterizedFragment(journey: object, origins: Origins): (at: (string | number)[]) => boolean {
  return (at) => {
    const data = origins.sourceMap?.locate(journey, at)?.file.data as { $schema?: string; params?: object } | undefined;
    return Boolean(data?.$schema?.endsWith('fragment.schema.json') && data.params);
  };
}

/**
 * Checks flow files the way the build does: JSON syntax, the schema of each
 * file's kind, then every cross-reference (registries, facts, texts, pages,
 * lists) and every decision-table example. Problems are sorted by file and line.
 */
export async function checkFlows(
  targets: readonly string[],
  manifest: RegistryManifest = readRegistryManifest(),
  options: CheckOptions & TableAnalysisOption & UnitCacheOption = {},
): Promise<CheckResult> {
  const { paths, reported } = await scopeOf(targets, options);
  const { unitCache } = options;
  // A file whose text passed its syntax and schema checks in an earlier run is only JSON.parse'd; its syntax tree
  // (for line numbers) is built when a problem needs it.
  const known = unitCache
    ? (path: string, text: string) => unitCache.reuse(`file:${path}`, (read) => (read === `text:${path}` ? textHash(text) : ''))?.length === 0
    : undefined;
  const parsed = await Promise.all(paths.map((path) => (known ? readFlowFileKnownValid(path, known) : readFlowFile(path))));
  return { ...checkParsedFlows(parsed, manifest, options, { reported, loaded: paths }), files: reported };
}

/** A flow file parsed (by readFlowFile or parseFlowText) with its syntax problems. */
export interface ParsedFlowFile {
  file: FlowFile;
  problems: Problem[];
}

/**
 * A re-check after an edit (the flow studio, issue 19 item 9): the problems
 * of each check unit from the last run over the same files, and which units
 * must run again (the edited file's, and the tables and journeys it reaches).
 * Units: `file:<path>` (syntax and schema), `journey:<id>`, `decision:<id>`,
 * `errorTable:<id>`, `redirectTable:<id>`, `analysis:<table name>`; the
 * duplicate names, routes and the checks across the flow set always run.
 */
export interface CheckReuse {
  previous: ReadonlyMap<string, Problem[]>;
  recheck: (unit: string) => boolean;
  /** The composed journeys of that run, when no journey, page, layout or fragment file changed. */
  composition?: Composition;
}

/** Units' problems kept between runs (tools/flowcheck/unitCache.ts): what `flows:check` passes; the studio and the build do not. */
export interface UnitCacheOption {
  unitCache?: UnitCache;
}

export interface UnitCheckResult extends CheckResult {
  /** Each unit's problems, for the next CheckReuse. */
  units: Map<string, Problem[]>;
  /** The composed journeys, for the next CheckReuse (absent when a file failed its schema). */
  composition?: Composition;
}

/**
 * The checks of checkFlows on files already in memory: the flow studio
 * (studio/server) keeps the flows parsed and checks a draft without reading
 * the tree. Without `scope` every problem is returned.
 */
export function checkParsedFlows(
  parsed: readonly ParsedFlowFile[],
  manifest: RegistryManifest = readRegistryManifest(),
  options: TableAnalysisOption & UnitCacheOption = {},
  scope?: { reported: string[]; loaded: string[] },
  reuse?: CheckReuse,
): UnitCheckResult {
  const reported = scope?.reported ?? parsed.map(({ file }) => file.path);
  const shown = (problem: Problem): boolean => !scope || isReported(problem, scope.reported, scope.loaded);
  const units = new Map<string, Problem[]>();
  const store = options.unitCache;
  const fingerprints = runFingerprints(parsed);
  let assembled: { flows: FlowSet; origins: Origins } | null = null;
  // A read inside a composed journey has the fingerprint the last run gave it while what that journey is composed
  // from is the same (its `composition:<id>` read): so a run composes only the journeys whose files changed and the
  // journeys a unit that runs again looks inside.
  let composing = false;
  // Once the flows are assembled and fingerprinted (below), a read's fingerprint is the same for the rest of the run (the
  // cache's earlier fingerprints and this run's are fixed by then): units share most reads (the texts, the settings...),
  // and a run without the unit cache took each of its ~7900 reads' apart again (docs/performance.md "flows:check
  // (session 38)"). A value's read is not kept: it changes when its value is computed.
  const settledFingerprints = new Map<string, string>();
  let settled = false;
  const fingerprint = (read: string): string => {
    if (read.startsWith('value:')) return valueFingerprint(read);
    if (!settled) return fingerprintNow(read);
    let found = settledFingerprints.get(read);
    if (found === undefined) settledFingerprints.set(read, (found = fingerprintNow(read)));
    return found;
  };
  const fingerprintNow = (read: string): string => {
    const journey = composing ? composedJourneyOf(read) : undefined;
    const groups = assembled && store ? groupsOfRead(read) : undefined;
    // Likewise a read of a text, list, setting, table... while the files of its kind are those of the last run; and a
    // text's while its file is, and every text is in the file it was in (readGroups.ts fileOfTextRead).
    const textFile = groups && assembled ? fileOfTextRead(read, assembled.origins) : undefined;
    const unchanged =
      (journey !== undefined && store?.earlier(`composition:${journey}`) === fingerprints.of(`composition:${journey}`)) ||
      (groups?.every((group) => store?.earlier(`files:${group}`) === fingerprints.of(`files:${group}`)) ?? false) ||
      (textFile !== undefined &&
        store?.earlier(`text:${textFile.path}`) === fingerprints.of(`text:${textFile.path}`) &&
        store.earlier('origins/texts') === fingerprint('origins/texts'));
    return (unchanged ? store?.earlier(read) : undefined) ?? fingerprints.of(read);
  };
  // The reads of the unit (or value) running now: the vocabulary it is handed records what of it that unit looks up
  // (tools/flowcheck/trackedVocabulary.ts), so a text key renamed runs again only the units that looked it up.
  let vocabularyReader: VocabularyReads | null = null;
  const vocabularyViews = new WeakMap<VocabularyReads, JsonSchemaObject>();
  const readingVocabulary = <T>(reads: VocabularyReads, run: () => T): T => {
    const outer = vocabularyReader;
    vocabularyReader = reads;
    try {
      return run();
    } finally {
      vocabularyReader = outer;
    }
  };
  /** Values units read (UseValue: one journey's pages for the navigation check), each kept like a unit, by its name. */
  const values = new Map<string, unknown>();
  const value: UseValue = <T>(name: string, compute: (flows: FlowSet, origins: Origins) => T): T => {
    if (values.has(name)) return values.get(name) as T;
    let found: unknown;
    if (store?.reuse(name, fingerprint)) found = store.valueOf(name);
    else {
      const { flows, origins } = assembled ?? { flows: emptyFlowSet(), origins: emptyOrigins() };
      if (!store) found = compute(flows, origins);
      else {
        const reads = new Set<string>();
        found = readingVocabulary(reads, () => compute(trackedFlows(flows, reads), trackedOrigins(origins, reads)));
        store.keep(name, { reads: Object.fromEntries([...reads].map((read) => [read, fingerprint(read)])), problems: [], value: found });
      }
    }
    values.set(name, found);
    return found as T;
  };
  /**
   * A value read (`value:<name>`) is unchanged when the value's own unit is (nothing it read changed); one computed in
   * this run is its text. One neither reused nor computed yet is "changed": the unit that reads it runs, and computes it.
   */
  function valueFingerprint(read: string): string {
    if (values.has(read)) return textHash(JSON.stringify(values.get(read)) ?? 'undefined');
    return (store?.reuse(read, fingerprint) ? store.earlier(read) : undefined) ?? 'not computed';
  }
  /**
   * A unit's problems: reused when the edit does not reach it (the studio's plan), or when nothing it read changed
   * since an earlier run (the unit cache, across runs), else computed (and kept for the next run).
   */
  // A rule that names an unknown operator is reported by the logic checks; the checks that run rules (examples,
  // analyses) cannot run it (json-logic-js throws). Such a check is left out, and one note says so, instead of the run
  // ending in a stack trace (checkScope.ts examplesNotRunNote). `blocked` counts them: a unit in which one was left
  // out is incomplete, so neither the unit cache nor the studio's next re-check (units) may take its problems for it.
  let unknownOperator: string | null = null;
  let blocked = 0;
  const notRunFor = <T>(run: () => T): T | undefined => {
    try {
      return run();
    } catch (error) {
      const operator = unknownOperatorOf(error);
      if (operator === null) throw error;
      unknownOperator ??= operator;
      blocked += 1;
      return undefined;
    }
  };
  const unit = (name: string, compute: (flows: FlowSet, origins: Origins, use: UseValue) => Problem[], ownReads: string[] = []): Problem[] => {
    // The studio's plan knows these units only; the checks across the flow set run again under it, as they always did.
    // A page's unit is planned with its journey's (studio/server/recheckPlan.ts names journeys).
    const planName = name.startsWith('page:') ? `journey:${name.slice('page:'.length).split('/')[0]}` : name;
    const planned = reuse && /^(file|journey|decision|errorTable|redirectTable):/.test(planName) && !reuse.recheck(planName);
    const earlier = (planned ? reuse.previous.get(name) : undefined) ?? store?.reuse(name, fingerprint);
    let found = earlier;
    const blockedBefore = blocked;
    if (!found) {
      const { flows, origins } = assembled ?? { flows: emptyFlowSet(), origins: emptyOrigins() };
      if (!store) found = notRunFor(() => compute(flows, origins, value));
      else {
        const reads = new Set(ownReads);
        const use: UseValue = (name, compute) => {
          reads.add(`value:${name}`);
          return value(`value:${name}`, compute);
        };
        found = notRunFor(() => readingVocabulary(reads, () => compute(trackedFlows(flows, reads), trackedOrigins(origins, reads), use)));
        for (const problem of found ?? []) reads.add(`text:${problem.file}`);
        // A unit that could not run (or only in part) is not kept: its next run, once the operator is mended, must run it.
        if (found && blocked === blockedBefore)
          store.keep(name, { reads: Object.fromEntries([...reads].map((read) => [read, fingerprint(read)])), problems: found });
      }
      found ??= [];
    }
    if (blocked === blockedBefore) units.set(name, found);
    return found;
  };
  const problems: Problem[] = [];
  const typed: TypedFile[] = [];
  for (const { file, problems: syntax } of parsed) {
    const kind = syntax.length > 0 ? null : kindOf((file.data as Record<string, unknown> | null)?.$schema);
    problems.push(...unit(`file:${file.path}`, () => fileProblems(file, syntax), [`text:${file.path}`]));
    if (kind && units.get(`file:${file.path}`)?.length === 0) typed.push({ file, kind });
  }
  // Root cause first: names defined by a file that failed would only produce follow-on errors.
  const skipped = skippedNote(problems);
  // flows:check composes the journeys only when a unit that reads them runs (the studio keeps its own composition).
  const lazy = Boolean(store) && !reuse;
  const assembly = assemble(typed, reuse?.composition, { lazy });
  const { flows, origins, problems: duplicates } = assembly;
  if (skipped)
    return {
      problems: [
        ...sortProblems([
          ...problems,
          ...[...duplicates, ...assembly.tableProblems(), ...assembly.compositionProblems()].filter((problem) => !scope || isReported(problem, scope.reported)),
        ]),
        skipped,
      ],
      flows,
      files: reported,
      origins,
      units,
    };
  problems.push(...duplicates);
  if (lazy) {
    fingerprints.composedFrom(assembly.compositionInputs);
    composing = true;
    // The composition's problems: the pages' own, then each journey's (the order composeJourneys gives them).
    problems.push(...unit('compose', () => assembly.pageProblems(), ['pageIndex']));
    for (const id of assembly.journeyIds) problems.push(...unit(`compose:${id}`, () => assembly.journeyProblems(id), [`composition:${id}`]));
  }
  // Built when a unit that runs first needs it; its fingerprints are those of the parts the flows decide (the schemas and
  // the registries are in the cache's version), taken only when the files they read changed (tools/flowcheck/readGroups.ts).
  let built: JsonSchemaObject | null = null;
  const vocabulary = (): JsonSchemaObject => {
    built ??= buildVocabulary(flows, manifest);
    if (!vocabularyReader) return built;
    let view = vocabularyViews.get(vocabularyReader);
    if (view === undefined) vocabularyViews.set(vocabularyReader, (view = trackedVocabulary(built, vocabularyReader)));
    return view;
  };
  assembled = { flows, origins };
  if (store) {
    fingerprints.assembled(flows, origins, { 'vocabulary:tables': () => tableFacts(flows), 'vocabulary:names': () => factNamesOf(flows) }, typed);
    settled = true;
    // Keeps each group's files' fingerprint for the next run, and which file holds each text (fileOfTextRead).
    problems.push(...unit('inputs', () => [], [...Object.keys(readGroups).map((group) => `files:${group}`), 'origins/texts']));
    // Lazy: a table is expanded when first read; its misused fragments are decided by the table and fragment files alone
    // (files:tables holds both), and where each problem is by the file it names (text:<path>, recorded for each problem).
    problems.push(...unit('tableFragments', () => assembly.tableProblems(), ['files:tables']));
  }
  for (const id of assembly.journeyIds) {
    // The journey's start page, then each page's names and handler examples as a unit of its own: a page edit checks
    // that page again, not its whole journey. Problems are placed through the whole journey (its SourceMap).
    const place = (flows: FlowSet, origins: Origins, issues: JourneyIssue[]): Problem[] =>
      issues.length === 0 ? [] : locatedInJourney(wholeEntry(flows, 'journeys', id) as Journey, origins, issues, origins.journeys.get(id) as FlowFile);
    problems.push(...unit(`journey:${id}`, (flows, origins) => place(flows, origins, checkJourneyStart(flows.journeys[id] as Journey))));
    for (const pageId of Object.keys(pageRoutes(flows).journeys[id]?.pages ?? {}))
      problems.push(
        ...unit(`page:${id}/${pageId}`, (flows, origins) => {
          const { journey, page } = wholePage(flows, id, pageId) as { journey: Journey; page: Page };
          return [
            ...place(flows, origins, checkJourneyPage(pageId, page, flows, manifest, vocabulary())),
            // The examples run the decision tables: one with an unknown operator leaves them out, not the page's own problems.
            ...(notRunFor(() =>
              place(flows, origins, checkHandlerExamples({ pages: { [pageId]: page } }, flows, vocabulary(), inParameterizedFragment(journey, origins))),
            ) ?? []),
          ];
        }),
      );
  }
  for (const id of Object.keys(flows.decisions))
    problems.push(
      ...unit(`decision:${id}`, (flows, origins) =>
        located(origins.decisions.get(id) as FlowFile, checkDecisionTable(wholeEntry(flows, 'decisions', id) as DecisionTable, flows, vocabulary())),
      ),
    );
  for (const id of Object.keys(flows.errorTables))
    problems.push(
      ...unit(`errorTable:${id}`, (flows, origins) =>
        located(origins.errorTables.get(id) as FlowFile, checkErrorTable(wholeEntry(flows, 'errorTables', id) as ErrorTable, flows, vocabulary(), manifest)),
      ),
    );
  for (const id of Object.keys(flows.redirectTables))
    problems.push(
      ...unit(`redirectTable:${id}`, (flows, origins) =>
        located(origins.redirectTables.get(id) as FlowFile, checkRedirectTable(wholeEntry(flows, 'redirectTables', id) as RedirectTable, flows, vocabulary())),
      ),
    );
  if (options.tables && store && !reuse) {
    // From the command line the analyses are one unit: their shared context (the blank facts) costs more than
    // looking each table up in the analysis cache, and is not built again while nothing it read changed.
    problems.push(
      ...unit('analysis', (flows, origins) => [...tableAnalysisProblems(flows, origins, vocabulary(), undefined, options.analysisCache).values()].flat()),
    );
  } else if (options.tables) {
    const wanted = (name: string): boolean => !reuse || reuse.recheck(`analysis:${name}`) || !reuse.previous.has(`analysis:${name}`);
    const fresh = notRunFor(() => tableAnalysisProblems(flows, origins, vocabulary(), wanted, options.analysisCache)) ?? new Map<string, Problem[]>();
    for (const table of firstMatchTables(flows)) {
      const name = `analysis:${table.name}`;
      const found = fresh.get(table.name) ?? (wanted(table.name) ? undefined : reuse?.previous.get(name));
      if (!found) continue;
      units.set(name, found);
      problems.push(...found);
    }
  }
  problems.push(...unit('routes', routeProblems));
  for (const { name, run } of flowSetUnits(flows, manifest, vocabulary, assembly.journeyIds)) problems.push(...unit(name, run));
  problems.push(...unit('translations', checkTranslations));
  problems.push(...unit('contentTranslations', checkContentTranslations));
  // A mistake in a layout or fragment shows once, not once per page that uses it.
  const unique = [...new Map(problems.map((problem) => [formatProblem(problem), problem])).values()];
  const notRun = unknownOperator === null ? [] : [examplesNotRunNote(unknownOperator, unique)];
  return {
    problems: [...sortProblems(unique.filter(shown)), ...notRun],
    flows,
    files: reported,
    origins,
    units,
    ...(lazy ? {} : { composition: assembly.composition }),
  };
}

/** The journey whose composition alone decides a read's fingerprint (tools/flowcheck/trackedFlows.ts names the reads), if any. */
function composedJourneyOf(read: string): string | undefined {
  if (read.startsWith('@')) return (JSON.parse(read.slice(1)) as string[])[0];
  if (read.startsWith('journeys/') && read !== 'journeys/*') return read.slice('journeys/'.length);
  return undefined;
}

/** A file's own problems: its syntax, a `$schema` that names no flow kind, or its kind's schema. */
function fileProblems(file: FlowFile, syntax: Problem[]): Problem[] {
  if (syntax.length > 0) return syntax;
  const schemaRef = (file.data as Record<string, unknown> | null)?.$schema;
  const kind = kindOf(schemaRef);
  if (!kind) {
    const { line, column } = locate(file, ['$schema']);
    return [
      {
        file: file.path,
        line,
        column,
        pointer: '/$schema',
        message: `"$schema" must name a flow schema (${Object.keys(kindsBySchemaFile).join(', ')}), e.g. "../../schemas/journey.schema.json"; found ${JSON.stringify(schemaRef ?? null)}.`,
      },
    ];
  }
  // Loaded on first use: a run whose files all come from the unit cache needs no schema validator.
  validators ??= createSchemaValidators();
  return schemaProblems(file, validators.of(kind) as never);
}

/**
 * Each page's route is its own. A unit (its problems kept between runs): what it reads goes through `flows`; the
 * routes from the route table (no journey composed unless a route is used twice).
 */
function routeProblems(flows: FlowSet, origins: Origins): Problem[] {
  const problems: Problem[] = [];
  const routes = new Map<string, string>();
  for (const [journeyId, journey] of Object.entries(pageRoutes(flows).journeys)) {
    for (const [pageId, page] of Object.entries(journey.pages)) {
      const earlier = routes.get(page.route);
      if (earlier) {
        problems.push(
          ...locatedInJourney(
            // The journey itself, not a recording view of it: the SourceMap knows the composed objects.
            wholeEntry(flows, 'journeys', journeyId) as Journey,
            origins,
            [{ at: ['pages', pageId, 'route'], message: `route "${page.route}" is already used by page ${earlier}. Fix: give each page its own route.` }],
            origins.journeys.get(journeyId) as FlowFile,
          ),
        );
      } else {
        routes.set(page.route, `${journeyId}.${pageId}`);
      }
    }
  }
  return problems;
}
