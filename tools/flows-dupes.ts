import { collectFlowPaths, readFlowFile, type FlowFile } from './flowcheck/flowFile.ts';
import { formatProblem } from './flowcheck/problem.ts';
import { repeatedBlocks } from './flowcheck/repeatedBlocks.ts';
import { repoPath } from './repoPath.ts';

/** `npm run flows:dupes`: blocks of 8+ lines written in more than two places of flows/ (exit 1 when any). */
const targets = process.argv.slice(2);
const files: FlowFile[] = [];
for (const path of await collectFlowPaths(targets.length > 0 ? targets : [repoPath('flows')])) {
  const { file, problems } = await readFlowFile(path);
  if (problems.length === 0) files.push(file);
}
const problems = repeatedBlocks(files);
for (const problem of problems) console.log(formatProblem(problem));
console.log(problems.length === 0 ? `flows:dupes: no repeated block in ${files.length} file(s).` : `flows:dupes: ${problems.length} repeated block(s).`);
process.exit(problems.length === 0 ? 0 : 1);
