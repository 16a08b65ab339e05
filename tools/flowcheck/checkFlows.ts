import type { FlowSet } from '../../src/model/flowSet.ts';
import { assemble, type Origins, type TypedFile } from './assemble.ts';
import { locate, readFlowFile, collectFlowPaths, type FlowFile } from './flowFile.ts';
import { checkHandlerExamples } from './handlerExamples.ts';
import { checkJourney, type JourneyIssue } from './journeyCheck.ts';
import { formatProblem, pointerOf, type Problem } from './problem.ts';
import { readRegistryManifest, type RegistryManifest } from './registryManifest.ts';
import { createSchemaValidators, kindOf, kindsBySchemaFile } from './schemas.ts';
import { schemaProblems } from './schemaCheck.ts';
import { checkDecisionTable, checkErrorTable, checkRedirectTable } from './tableCheck.ts';
import { buildVocabulary } from './vocabulary.ts';

export interface CheckResult {
  problems: Problem[];
  /** The merged flows; complete only when problems is empty. */
  flows: FlowSet;
  files: string[];
}

let validators: ReturnType<typeof createSchemaValidators> | null = null;

/** Journey issues are found on composed pages; they are reported where the analyst wrote the thing. */
function locatedInJourney(journey: object, origins: Origins, issues: JourneyIssue[], fallback: FlowFile): Problem[] {
  return issues.map((issue) => {
    const origin = origins.sourceMap?.locate(journey, issue.at) ?? { file: fallback, at: issue.at };
    return located(origin.file, [{ at: origin.at, message: issue.message }])[0] as Problem;
  });
}

function located(file: FlowFile, issues: JourneyIssue[]): Problem[] {
  return issues.map((issue) => {
    const { line, column } = locate(file, issue.at);
    return { file: file.path, line, column, pointer: pointerOf(issue.at), message: issue.message };
  });
}

/**
 * Checks flow files the way the build does: JSON syntax, the schema of each
 * file's kind, then every cross-reference (registries, facts, texts, pages,
 * lists) and every decision-table example. Problems are sorted by file and line.
 */
export async function checkFlows(targets: readonly string[], manifest: RegistryManifest = readRegistryManifest()): Promise<CheckResult> {
  validators ??= createSchemaValidators();
  const paths = await collectFlowPaths(targets);
  const problems: Problem[] = [];
  const typed: TypedFile[] = [];
  for (const path of paths) {
    const { file, problems: syntax } = await readFlowFile(path);
    problems.push(...syntax);
    if (syntax.length > 0) continue;
    const schemaRef = (file.data as Record<string, unknown> | null)?.$schema;
    const kind = kindOf(schemaRef);
    if (!kind) {
      const { line, column } = locate(file, ['$schema']);
      problems.push({ file: file.path, line, column, pointer: '/$schema', message: `"$schema" must name a flow schema (${Object.keys(kindsBySchemaFile).join(', ')}), e.g. "../../schemas/journey.schema.json"; found ${JSON.stringify(schemaRef ?? null)}.` });
      continue;
    }
    const fileProblems = schemaProblems(file, validators.byKind.get(kind) as never);
    problems.push(...fileProblems);
    if (fileProblems.length === 0) typed.push({ file, kind });
  }
  const { flows, origins, problems: duplicates } = assemble(typed);
  problems.push(...duplicates);
  const vocabulary = buildVocabulary(flows, manifest);
  for (const [id, journey] of Object.entries(flows.journeys)) {
    const fallback = origins.journeys.get(id) as FlowFile;
    problems.push(...locatedInJourney(journey, origins, checkJourney(journey, flows, manifest, vocabulary), fallback));
    const inParameterizedFragment = (at: (string | number)[]): boolean => {
      const data = origins.sourceMap?.locate(journey, at)?.file.data as { $schema?: string; params?: object } | undefined;
      return Boolean(data?.$schema?.endsWith('fragment.schema.json') && data.params);
    };
    problems.push(...locatedInJourney(journey, origins, checkHandlerExamples(journey, flows, vocabulary, inParameterizedFragment), fallback));
  }
  for (const [id, table] of Object.entries(flows.decisions)) problems.push(...located(origins.decisions.get(id) as FlowFile, checkDecisionTable(table, flows, vocabulary)));
  for (const [id, table] of Object.entries(flows.errorTables)) problems.push(...located(origins.errorTables.get(id) as FlowFile, checkErrorTable(table, flows, vocabulary, manifest)));
  for (const [id, table] of Object.entries(flows.redirectTables)) problems.push(...located(origins.redirectTables.get(id) as FlowFile, checkRedirectTable(table, flows, vocabulary)));
  const routes = new Map<string, string>();
  for (const [journeyId, journey] of Object.entries(flows.journeys)) {
    for (const [pageId, page] of Object.entries(journey.pages)) {
      const earlier = routes.get(page.route);
      if (earlier) {
        problems.push(...locatedInJourney(journey, origins, [{ at: ['pages', pageId, 'route'], message: `route "${page.route}" is already used by page ${earlier}. Fix: give each page its own route.` }], origins.journeys.get(journeyId) as FlowFile));
      } else {
        routes.set(page.route, `${journeyId}.${pageId}`);
      }
    }
  }
  // A mistake in a layout or fragment shows once, not once per page that uses it.
  const unique = [...new Map(problems.map((problem) => [formatProblem(problem), problem])).values()];
  problems.length = 0;
  problems.push(...unique);
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  return { problems, flows, files: paths };
}
