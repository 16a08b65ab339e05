/**
 * Runs the cases `npm run flows:tests` generated from the flows (issue 11
 * item 1): every `e2e/generated/*.cases.json`, one describe per file, each
 * case in its own browser context set up as its data says
 * (e2e/support/flowCase.ts). The cases are data, never edited by hand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { test } from './support/fixtures';
import { runFlowCase, useFor } from './support/flowCase';
import type { CaseFile } from '../tools/qa/testgen/writeSpecs';

const folder = new URL('./generated/', import.meta.url);
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.cases.json'))
  .sort();

// Many cases to a file: let both workers share a file's cases.
test.describe.configure({ mode: 'parallel' });

for (const name of files) {
  const { cases } = JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as CaseFile;
  test.describe(name.replace(/\.cases\.json$/, ''), () => {
    for (const flowCase of cases) {
      test.describe(() => {
        test.use(useFor(flowCase));
        test(flowCase.title, async ({ page }) => runFlowCase(page, flowCase));
      });
    }
  });
}
