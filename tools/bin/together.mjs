#!/usr/bin/env node
/**
 * Runs npm scripts side by side and prints each one's output whole when it ends, in the order given:
 * `node tools/bin/together.mjs typecheck lint format:check`. Exit 1 when any failed (after all have ended).
 *
 * Why: `npm test` starts with checks of one thread each (tsc, eslint, prettier: about 30 s of CPU apiece on the
 * 2-core CI machine). One after another they left a core idle for a minute and a half of every CI run (README
 * "Commands", `npm test`). Nothing here is shared between them: each only reads the sources.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node tools/bin/together.mjs <npm script> [<npm script>...]');
  process.exit(2);
}

/** One script's run: its output as it came (stdout and stderr interleaved) and its exit code. */
function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => resolve({ script, code: 1, output: `${error.message}\n`, seconds: 0 }));
    child.on('close', (code, signal) =>
      resolve({ script, code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8'), seconds: (Date.now() - started) / 1000 }),
    );
  });
}

const results = await Promise.all(scripts.map(run));
for (const { script, code, output, seconds } of results) {
  process.stdout.write(`\n> npm run ${script}  (${code === 0 ? 'passed' : `failed, exit ${code}`}, ${seconds.toFixed(0)} s)\n${output}`);
}
const failed = results.filter((result) => result.code !== 0).map((result) => result.script);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  // exitCode, not exit(): a long output to a pipe may still be on its way out.
  process.exitCode = 1;
}
