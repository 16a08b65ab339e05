/**
 * `npm run flows:diff -- <git-rev> [<git-rev>]` (issue 11 item 5): what changed
 * in the flows between two revisions (or a revision and the working tree),
 * as an analyst reads it. Each old revision's flows/ is read with `git archive`
 * into a temp dir and loaded with the same loader as flows:check.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkFlows } from './flowcheck/checkFlows.ts';
import type { FlowSet } from '../src/model/flowSet.ts';
import { semanticDiff } from './qa/semanticDiff.ts';
import { repoPath } from './repoPath.ts';

const revs = process.argv.slice(2).filter((arg) => arg !== '--');
if (revs.length < 1 || revs.length > 2) {
  console.error('usage: npm run flows:diff -- <git-rev> [<git-rev>]   (one revision: compared with the working tree)');
  process.exit(2);
}
const temps: string[] = [];

async function flowsAt(rev: string | undefined): Promise<FlowSet> {
  if (rev === undefined) return (await checkFlows([repoPath('flows')])).flows;
  const dir = mkdtempSync(join(tmpdir(), 'flows-diff-'));
  temps.push(dir);
  const archive = execFileSync('git', ['archive', rev, 'flows'], { cwd: repoPath('.'), maxBuffer: 64 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  const { flows, problems } = await checkFlows([join(dir, 'flows')]);
  if (problems.length > 0) console.error(`flows:diff: ${rev} has ${problems.length} flow problem(s); the diff may be incomplete.`);
  return flows;
}

try {
  const before = await flowsAt(revs[0]);
  const after = await flowsAt(revs[1]);
  const lines = semanticDiff(before, after);
  console.log(`flows:diff ${revs[0]} -> ${revs[1] ?? 'working tree'}: ${lines.length} change(s)`);
  for (const line of lines) console.log(`- ${line}`);
} finally {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
}
