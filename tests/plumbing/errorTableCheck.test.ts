/**
 * flows:check looks inside error-table effects with the same checks as
 * journey effects (tools/flowcheck/journeyCheck.ts checkEffect): action names,
 * argument names, required arguments and the values' facts.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFlows } from '../../tools/flowcheck/checkFlows.ts';
import { formatProblem } from '../../tools/flowcheck/problem.ts';
import { repoPath } from '../../tools/repoPath.ts';

const dir = mkdtempSync(join(tmpdir(), 'flows-errors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A whole copy of flows/ is checked: seconds on a busy machine, more than the 5 s default.
describe('flows:check on error-table effects', { timeout: 30_000 }, () => {
  it('reports an unknown action, an unknown and a missing argument, and an unknown fact in an argument', async () => {
    cpSync(repoPath('flows'), dir, { recursive: true });
    const file = join(dir, 'errors/service-errors.json');
    const text = readFileSync(file, 'utf8')
      .replace('{ "action": "logout", "args": { "reason": "HTTP 401", "endServerSession": false } }', '{ "action": "logot", "args": { "reason": "HTTP 401" } }')
      .replace('{ "action": "reloadPage" }', '{ "action": "reloadPage", "args": { "withTimestmp": true } }')
      .replace('"args": { "table": "cartLost", "stopServices": true, "clearCart": true }', '"args": { "stopServices": true, "clearCart": true }')
      .replace('"redirect": { "fact": "error.goToUrl" }', '"redirect": { "fact": "error.goToUrll" }');
    writeFileSync(file, text);
    const { problems } = await checkFlows([dir]);
    const messages = problems
      .filter((problem) => problem.file.endsWith('service-errors.json'))
      .map(formatProblem)
      .join('\n');
    expect(messages).toContain('unknown action "logot". Did you mean "logout"?');
    expect(messages).toContain('action reloadPage has no argument "withTimestmp". Did you mean "withTimestamp"?');
    expect(messages).toContain('action followRedirectTable needs argument "table".');
    expect(messages).toContain('unknown fact "error.goToUrll"');
  });
});
