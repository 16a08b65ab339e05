/**
 * `npm run bench:ab -- <A> <B>` (issue 20 item 5: what each change bought): the
 * bench's 50 transitions at 4x CPU throttle on two builds, interleaved in the
 * same minutes (A B B A, repeated), because single runs on a shared machine move
 * by ±30 % and two runs an hour apart do not compare (docs/performance.md).
 * Each side is a git revision (built in a temporary worktree that borrows this
 * checkout's node_modules, so both must have the same dependencies), `.` for the
 * working tree as it is, or a folder with a production build (`_headers` in it).
 * Prints each run and the medians per side; writes nothing. ROUNDS (default 2)
 * sets how many A B B A rounds run; BENCH_PORT (default 4210) and the next port
 * serve the two builds.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from '../../e2e/support/findChromium.ts';
import { repoPath } from '../repoPath.ts';
import { BROWSER_ARGS, measureTransitions } from './measureApp.ts';
import { startMockApiServer } from './mockApiServer.ts';
import { interleavedOrder, summariseAb, type AbRun, type Side } from './abRuns.ts';

/** A folder with a production build for `what`: the folder itself, the working tree built, or a revision built in a worktree. */
function buildFor(what: string, scratch: string, name: Side): string {
  if (what !== '.' && existsSync(join(what, '_headers'))) return what;
  const outDir = join(scratch, name);
  let root = repoPath('.');
  if (what !== '.') {
    root = join(scratch, `${name}-source`);
    execFileSync('git', ['worktree', 'add', '--detach', root, what], { cwd: repoPath('.'), stdio: 'inherit' });
    symlinkSync(repoPath('node_modules'), join(root, 'node_modules'));
  }
  console.log(`[bench] building ${what} into ${outDir}`);
  execFileSync('npx', ['vite', 'build', '--mode', 'production', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  return outDir;
}

async function main(): Promise<void> {
  const [a, b] = process.argv.slice(2);
  if (!a || !b) throw new Error('[bench] usage: npm run bench:ab -- <revision | . | build folder> <revision | . | build folder>');
  const port = Number(process.env.BENCH_PORT ?? 4210);
  const order = interleavedOrder(Number(process.env.ROUNDS ?? 2));
  const scratch = mkdtempSync(join(tmpdir(), 'storeflow-ab-'));
  try {
    const dirs = { A: buildFor(a, scratch, 'A'), B: buildFor(b, scratch, 'B') };
    const servers = { A: await startMockApiServer(dirs.A, port), B: await startMockApiServer(dirs.B, port + 1) };
    const runs: AbRun[] = [];
    for (const side of order) {
      const load = loadavg()[0] ?? 0;
      // A fresh browser per run, as bench:browser starts one: nothing cached or compiled carries over.
      const browser = await chromium.launch({ executablePath: findChromium(), args: BROWSER_ARGS });
      try {
        const figures = await measureTransitions(browser, servers[side].origin, 50);
        const run: AbRun = {
          side,
          load,
          p50Ms: figures.p50Ms,
          p95Ms: figures.p95Ms,
          byStep: Object.fromEntries(figures.byStep.map((s) => [s.step, s.medianMs])),
        };
        runs.push(run);
        const steps = Object.entries(run.byStep).map(([step, ms]) => `${step} ${Math.round(ms)}`);
        console.log(`[bench] ${side} (load ${load.toFixed(2)}): p50 ${Math.round(run.p50Ms)} ms, p95 ${Math.round(run.p95Ms)} ms; ${steps.join(', ')}`);
      } finally {
        await browser.close();
      }
    }
    await Promise.all([servers.A.close(), servers.B.close()]);
    const summary = summariseAb(runs);
    for (const side of ['A', 'B'] as const) {
      const { runs: count, p50Ms, p95Ms, byStep } = summary[side];
      const steps = Object.entries(byStep).map(([step, ms]) => `${step} ${Math.round(ms)}`);
      console.log(
        `[bench] ${side} = ${side === 'A' ? a : b}, median of ${count} runs: p50 ${Math.round(p50Ms)} ms, p95 ${Math.round(p95Ms)} ms; ${steps.join(', ')}`,
      );
    }
  } finally {
    for (const name of ['A-source', 'B-source']) {
      const source = join(scratch, name);
      if (existsSync(source)) execFileSync('git', ['worktree', 'remove', '--force', source], { cwd: repoPath('.') });
    }
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
