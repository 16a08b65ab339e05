import type { FlowSet } from '../../src/model/flowSet.ts';
import type { Origins } from '../flowcheck/assemble.ts';
import { locate, type FlowFile } from '../flowcheck/flowFile.ts';
import { pointerOf, type Problem } from '../flowcheck/problem.ts';
import type { JsonSchemaObject } from '../flowcheck/registryManifest.ts';
import { analyseTable } from './analyseTable.ts';
import { analysisKey, contextKey, type AnalysisCache, type AnalysisSummary } from './analysisCache.ts';
import { analysisContext } from './analysisContext.ts';
import { readingTexts } from '../flowcheck/checkFacts.ts';
import { firstMatchTables, type FirstMatchTable } from './firstMatchTables.ts';
import { neverHoldsWords } from './neverHolds.ts';

/** The analysis costs about a second: flows:check (the CLI, CI) asks for it; the dev server's overlay on every edit does not. */
export interface TableAnalysisOption {
  tables?: boolean;
  /** Results of earlier runs (tools/tables/analysisCache.ts): a table whose inputs did not change is not searched again. */
  analysisCache?: AnalysisCache;
}

function fileOf(table: FirstMatchTable, origins: Origins): FlowFile | undefined {
  const slot = ({ decision: origins.decisions, error: origins.errorTables, redirect: origins.redirectTables, handlers: undefined } as const)[table.kind];
  return slot?.get(table.id);
}

/**
 * Issue 11 item 2, the part flows:check enforces: a row proven never to win
 * (an earlier row holds whenever it does) and, in a table marked `complete`,
 * facts that match no row. Overlaps are information: `npm run flows:tables`.
 * One table at a time (`tableName`, e.g. "decision deviceType"), so the flow
 * studio re-runs only the tables an edit reaches; `only` picks them.
 */
export function tableAnalysisProblems(
  flows: FlowSet,
  origins: Origins,
  vocabulary: JsonSchemaObject,
  only: (tableName: string) => boolean = () => true,
  cache?: AnalysisCache,
): Map<string, Problem[]> {
  const context = analysisContext(flows, vocabulary);
  const sharedKey = cache ? contextKey(context) : '';
  const summaryOf = (table: FirstMatchTable): AnalysisSummary => {
    const key = cache ? analysisKey(table, sharedKey, context.blank) : '';
    const cached = cache?.get(key);
    const texts = flows.texts as Record<string, unknown>;
    if (cached?.texts && Object.entries(cached.texts).every(([name, value]) => texts[name] === value)) return cached;
    const read = new Map<string, unknown>();
    const { shadowed, gap } = readingTexts(read, () => analyseTable(table, context));
    const summary = { shadowed, gap, texts: Object.fromEntries(read) };
    cache?.set(key, summary);
    return summary;
  };
  const byTable = new Map<string, Problem[]>();
  for (const table of firstMatchTables(flows)) {
    const file = fileOf(table, origins);
    if (!file || !only(table.name)) continue;
    const problems: Problem[] = [];
    byTable.set(table.name, problems);
    const at = (segments: (string | number)[], message: string): Problem => ({
      file: file.path,
      ...locate(file, segments),
      pointer: pointerOf(segments),
      message,
    });
    const analysis = summaryOf(table);
    // The studio shows this problem too, at the row, where a terminal command alone sent the analyst away from its Try
    // it panel (analyst review): the words name both, the problem not knowing where it is read.
    for (const item of analysis.shadowed) {
      if (!item.proven) continue;
      if (item.never) {
        problems.push(
          at(
            [...table.rowAt(item.row), 'when'],
            `row "${table.rows[item.row]?.id}" never holds, for any facts: ${neverHoldsWords(item.never)}. Fix: correct that part of its condition (a value the fact can have, a literal of the fact's type), or remove the row.`,
          ),
        );
        continue;
      }
      if (item.coveredBy.length === 0) continue;
      const by = item.coveredBy.map((index) => `"${table.rows[index]?.id}"`).join(', ');
      problems.push(
        at(
          [...table.rowAt(item.row), 'when'],
          `row "${table.rows[item.row]?.id}" can never win: whenever it holds, earlier row ${by} holds first. Fix: move it above ${by}, narrow the earlier row, or remove it (the studio's Try it, or npm run flows:why, shows which row wins for given facts).`,
        ),
      );
    }
    if (analysis.gap) {
      problems.push(
        at(
          ['complete'],
          `table is marked complete, but no row matches ${JSON.stringify(analysis.gap.witness)} (over a signed-out desktop visitor): it falls to "${table.fallback}". Fix: add a row for these facts, or remove "complete".`,
        ),
      );
    }
  }
  return byTable;
}
