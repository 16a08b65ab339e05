/**
 * `npm run flows:tests [-- --check] [-- --root <dir>]` (issue 11 item 1):
 * browser test cases from every decision, error and redirect example and a
 * path to every page, written under e2e/generated/ as data (one
 * `*.cases.json` per table or journey, run by e2e/flow-cases.spec.ts through
 * e2e/support/flowCase.ts), and e2e/generated/README.md with every case that
 * cannot be expressed and why.
 * With --check (part of `npm test`): exit 1 when the committed files differ
 * from what the flows give now. With --root: the flows/ and e2e/generated/
 * of another copy of the project (the studio's tests check their temp copy so).
 */
import { relative, resolve } from 'node:path';
import { checkFlows } from './flowcheck/checkFlows.ts';
import { formatProblem } from './flowcheck/problem.ts';
import { readRegistryManifest } from './flowcheck/registryManifest.ts';
import { compareCases, writeCases } from './qa/testgen/syncCases.ts';
import { repoPath } from './repoPath.ts';

const args = process.argv.slice(2);
const check = args.includes('--check');
const rootAt = args.indexOf('--root');
if (rootAt >= 0 && !args[rootAt + 1]) {
  console.error('flows:tests: --root needs a folder holding flows/ and e2e/generated/.');
  process.exit(2);
}
const root = rootAt >= 0 ? resolve(args[rootAt + 1] as string) : repoPath('.');
const flowsDir = resolve(root, 'flows');
const { flows, problems } = await checkFlows([flowsDir]);
if (problems.length > 0) {
  problems.forEach((problem) => console.error(formatProblem(problem)));
  console.error('flows:tests: fix the flows first (npm run flows:check).');
  process.exit(1);
}

const outDir = resolve(root, 'e2e/generated');
const sync = await compareCases(flows, readRegistryManifest(), flowsDir, outDir);
const { generated, unexpressed } = sync;
if (check) {
  if (sync.drift.length > 0) {
    sync.drift.forEach((line) => console.error(`${relative(root, outDir)}/${line}`));
    console.error('flows:tests: the generated cases drift from the flows: run npm run flows:tests and commit e2e/generated/.');
    process.exit(1);
  }
} else {
  writeCases(outDir, sync);
}
console.log(
  `flows:tests: ${generated} cases in ${sync.caseFiles} case files${check ? ' up to date' : ' written to e2e/generated/'}; ${unexpressed.length} cases cannot be expressed (listed with the reason in e2e/generated/README.md):`,
);
for (const item of unexpressed) console.log(`  ${item.title}: ${item.reason}`);
