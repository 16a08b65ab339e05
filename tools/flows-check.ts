/**
 * `npm run flows:check -- [files or folders...]` (contracts 1): exit 0 when
 * valid, 1 on any problem, one line per problem: `path:line:col  /pointer  message`.
 */
import { checkFlows } from './flowcheck/checkFlows.ts';
import { formatProblem } from './flowcheck/problem.ts';
import { repoPath } from './repoPath.ts';

const targets = process.argv.slice(2).filter((arg) => arg !== '--');
// Named files are checked with the rest of flows/ as context (their names are known), but only their problems print.
const { problems, files } = targets.length > 0 ? await checkFlows(targets, undefined, { context: repoPath('flows') }) : await checkFlows([repoPath('flows')]);
for (const problem of problems) console.log(formatProblem(problem));
if (problems.length > 0) {
  console.error(`\nflows:check: ${problems.length} problem(s) in ${files.length} file(s).`);
  process.exit(1);
}
console.log(`flows:check: ${files.length} file(s) valid.`);
