/**
 * `npm run flows:check -- [files or folders...]` (contracts 1): exit 0 when
 * valid, 1 on any problem, one line per problem: `path:line:col  /pointer  message`.
 */
import { relative, resolve } from 'node:path';
import { checkFlows } from './flowcheck/checkFlows.ts';
import { formatProblem } from './flowcheck/problem.ts';
import { fileAnalysisCache } from './tables/analysisCache.ts';
import { fileUnitCache } from './flowcheck/unitCache.ts';
import { savePackedValueValidators } from './flowcheck/valueValidators.ts';
import { repoPath } from './repoPath.ts';

const targets = process.argv.slice(2).filter((arg) => arg !== '--');
// Files named inside flows/ are checked with the rest of flows/ as context (their names are known),
// but only their problems print. A folder elsewhere (a copy of flows/) is checked on its own.
const flowsDir = repoPath('flows');
const insideFlows = targets.length > 0 && targets.every((target) => !relative(flowsDir, resolve(target)).startsWith('..'));
// Tables whose inputs did not change since the last run are not analysed again (issue 20 item 4).
const analysisCache = fileAnalysisCache();
// Each check unit's problems are kept with what it read; a unit none of whose reads changed is not run again, so a
// file checked alone after an edit costs what the edit reaches (tools/flowcheck/unitCache.ts).
const checked = targets.length > 0 ? targets : [flowsDir];
const unitCache = fileUnitCache(insideFlows ? flowsDir : checked.map((target) => resolve(target)).join('\n'));
const { problems, files } = await checkFlows(checked, undefined, {
  ...(insideFlows ? { context: flowsDir } : {}),
  tables: true,
  analysisCache,
  unitCache,
});
analysisCache.save();
unitCache.save();
savePackedValueValidators();
for (const problem of problems) console.log(formatProblem(problem));
if (problems.length > 0) {
  console.error(`\nflows:check: ${problems.length} problem(s) in ${files.length} file(s).`);
  process.exit(1);
}
console.log(`flows:check: ${files.length} file(s) valid.`);
