/**
 * `npm run flows:why -- <table|page> --facts '{...}'` (issue 11 item 3): which
 * row wins and why, condition by condition, with each fact's value. The facts
 * are laid over a signed-out desktop visitor, as in examples. For a page
 * (`pageId` or `journey.pageId`): every table it reads, then its event handlers.
 */
import { blankFacts, mergeFacts } from '../src/engine/blankFacts.ts';
import { checkFlows } from './flowcheck/checkFlows.ts';
import { formatProblem } from './flowcheck/problem.ts';
import { whyTable } from './qa/whyTable.ts';
import { repoPath } from './repoPath.ts';
import { firstMatchTables } from './tables/firstMatchTables.ts';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const factsAt = args.indexOf('--facts');
const target = args.find((arg, index) => !arg.startsWith('--') && index !== factsAt + 1);
if (!target) {
  console.error(`usage: npm run flows:why -- <table|page> --facts '{"device": {"type": "mobile"}}'`);
  process.exit(2);
}
let given: object = {};
try {
  given = factsAt >= 0 ? (JSON.parse(args[factsAt + 1] ?? '{}') as object) : {};
} catch (error) {
  console.error(`flows:why: --facts is not JSON: ${(error as Error).message}`);
  process.exit(2);
}
const { flows, problems } = await checkFlows([repoPath('flows')]);
if (problems.length > 0) {
  problems.forEach((problem) => console.error(formatProblem(problem)));
  console.error('flows:why: fix the flows first (npm run flows:check).');
  process.exit(1);
}
const facts = mergeFacts(blankFacts(flows), given);
const tables = firstMatchTables(flows, { handlers: true });
const table = tables.find((candidate) => candidate.kind !== 'handlers' && candidate.id === target);
if (table) {
  console.log(whyTable(table, facts).lines.join('\n'));
  process.exit(0);
}
const page = Object.values(flows.journeys)
  .flatMap((journey) => Object.entries(journey.pages).map(([id, value]) => ({ key: `${journey.id}.${id}`, id, value })))
  .find((candidate) => candidate.id === target || candidate.key === target);
if (!page) {
  console.error(
    `flows:why: "${target}" is neither a decision, error or redirect table nor a page. Tables: ${tables
      .filter((item) => item.kind !== 'handlers')
      .map((item) => item.id)
      .join(', ')}.`,
  );
  process.exit(2);
}
const text = JSON.stringify(page.value);
const read = tables.filter((candidate) => candidate.kind !== 'handlers' && (text.includes(`"decisions.${candidate.id}`) || text.includes(`"${candidate.id}"`)));
const handlers = tables.filter((candidate) => candidate.kind === 'handlers' && candidate.id.startsWith(`${page.key}.`));
console.log(
  `page ${page.key} (${page.value.route}.html): ${read.length} table(s) it reads, ${handlers.length} event(s) with several handlers; error rows apply to every page: npm run flows:why -- serviceErrors --facts '{"error": {...}}'.\n`,
);
for (const item of [...read, ...handlers]) console.log(`${whyTable(item, facts).lines.join('\n')}\n`);
