/**
 * `npm run flows:impact -- <switch|list|text|setting|table|fragment>` (issue 11
 * item 4): every table, page and error row a flow name reaches (error rows
 * count as every page), and the TypeScript files that read it by name.
 */
import { readFileSync } from 'node:fs';
import { checkFlows } from './flowcheck/checkFlows.ts';
import { formatProblem } from './flowcheck/problem.ts';
import { filesUnder } from './filesUnder.ts';
import { codeReadersOf } from './qa/codeReaders.ts';
import { impactOf, type ImpactKind } from './qa/impactOf.ts';
import { referenceOrigins } from './flowcheck/referenceOrigins.ts';
import { repoPath } from './repoPath.ts';

const name = process.argv.slice(2).find((arg) => arg !== '--');
if (!name) {
  console.error('usage: npm run flows:impact -- <switch|list|text|setting|table|fragment name>');
  process.exit(2);
}
const { flows, origins, problems } = await checkFlows([repoPath('flows')]);
if (problems.length > 0) {
  problems.forEach((problem) => console.error(formatProblem(problem)));
  console.error('flows:impact: fix the flows first (npm run flows:check).');
  process.exit(1);
}
// Own names only: `in` finds what every object inherits ("constructor"), which no flow file writes.
const has = (collection: object): boolean => Object.hasOwn(collection, name);
const kinds: [ImpactKind, boolean][] = [
  ['switch', has(flows.switches)],
  ['list', has(flows.lists)],
  ['text', has(flows.texts)],
  ['setting', has(flows.settings)],
  ['table', has(flows.decisions) || has(flows.errorTables) || has(flows.redirectTables)],
  ['fragment', filesUnder(repoPath('flows/fragments'), ['.json']).some((path) => (JSON.parse(readFileSync(path, 'utf8')) as { id?: unknown }).id === name)],
];
const kind = kinds.find(([, known]) => known)?.[0];
if (!kind) {
  console.error(`flows:impact: "${name}" is no switch, list, text key, setting, table or fragment.`);
  process.exit(2);
}
const impact = impactOf(flows, kind, name, referenceOrigins(origins));
const section = (title: string, items: string[]): string =>
  `\n${title} (${items.length}):${items.length ? `\n${items.map((item) => `- ${item}`).join('\n')}` : ' none'}`;
console.log(`${kind} ${name}`);
if (kind === 'fragment') console.log(section('Flow files that use it (their pages follow)', impact.files));
console.log(section('Tables', impact.tables));
console.log(section('Error rows (apply on every page)', impact.errorRows));
console.log(section('Pages', impact.pages));
console.log(section('TypeScript readers', codeReadersOf(kind, name)));
