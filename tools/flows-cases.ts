/**
 * `npm run flows:cases [-- --md]`: every decision-table example as a test case
 * for QA (JSON by default, a Markdown table with --md): the mock overrides and
 * cookies (and native-app user agent and sessionStorage) that set it up, the pages that show it, and the expected outcome.
 */
import { checkFlows } from './flowcheck/checkFlows.ts';
import { formatProblem } from './flowcheck/problem.ts';
import { readRegistryManifest } from './flowcheck/registryManifest.ts';
import { testCasesOf } from './qa/testCases.ts';
import { repoPath } from './repoPath.ts';

const { flows, problems } = await checkFlows([repoPath('flows')]);
if (problems.length > 0) {
  problems.forEach((problem) => console.error(formatProblem(problem)));
  console.error('flows:cases: fix the flows first (npm run flows:check).');
  process.exit(1);
}
const cases = testCasesOf(flows, readRegistryManifest());
if (process.argv.includes('--md')) {
  console.log('| case | pages | set up | expected |\n|---|---|---|---|');
  for (const item of cases) {
    const setup = [
      ...Object.entries(item.cookies).map(([name, value]) => `cookie ${name}=${value}`),
      ...Object.keys(item.mockOverrides).map((key) => `override ${key}`),
      ...(item.nativeApp.userAgentMarker ? [`user agent ... ${item.nativeApp.userAgentMarker}`] : []),
      ...Object.entries(item.nativeApp.sessionStorage).map(([key, value]) => `sessionStorage ${key}=${value}`),
    ].join('<br>');
    const expected = Object.entries(item.expected)
      .map(([key, value]) => `${key}: ${String(value)}`)
      .join('<br>');
    console.log(`| ${item.id} (${item.name}) | ${item.routes.join(', ')} | ${setup || '-'} | ${expected} |`);
  }
} else {
  console.log(JSON.stringify(cases, null, 2));
}
