/**
 * `npm run flows:tables [-- tableId...] [--handlers]`: table analysis for QA
 * and analysts (issue 11 item 2). For every first-match table: rows that can
 * never win, pairs of rows that overlap where order decides (with facts that
 * match both), and gaps of tables marked `complete`. Overlaps are information
 * (order is often intended); flows:check reports shadowed rows and gaps.
 */
import { checkFlows } from './flowcheck/checkFlows.ts';
import { formatProblem } from './flowcheck/problem.ts';
import { readRegistryManifest } from './flowcheck/registryManifest.ts';
import { buildVocabulary } from './flowcheck/vocabulary.ts';
import { repoPath } from './repoPath.ts';
import { analyseTable } from './tables/analyseTable.ts';
import { analysisContext } from './tables/analysisContext.ts';
import { describeAnalysis } from './tables/describeAnalysis.ts';
import { firstMatchTables } from './tables/firstMatchTables.ts';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const wanted = args.filter((arg) => !arg.startsWith('--'));
const manifest = readRegistryManifest();
const { flows, problems } = await checkFlows([repoPath('flows')], manifest);
if (problems.length > 0) {
  problems.forEach((problem) => console.error(formatProblem(problem)));
  console.error('flows:tables: fix the flows first (npm run flows:check).');
  process.exit(1);
}
const context = analysisContext(flows, buildVocabulary(flows, manifest));
for (const table of firstMatchTables(flows, { handlers: args.includes('--handlers') })) {
  if (wanted.length > 0 && !wanted.includes(table.id)) continue;
  const analysis = analyseTable(table, context, { overlaps: true });
  const lines = describeAnalysis(analysis);
  console.log(
    `\n## ${table.name} (${table.rows.length} rows, ${analysis.exact ? 'exact' : 'not exact: some fact is read by text matching or array operators'})`,
  );
  console.log(lines.length > 0 ? lines.map((line) => `- ${line}`).join('\n') : '- no shadowed rows, no overlaps');
}
