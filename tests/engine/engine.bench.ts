/**
 * How long the engine takes for one page state: run with `npm run bench`.
 * Speed is measured here, never asserted in timed tests.
 */
import { bench, describe } from 'vitest';
import { blankFacts, mergeFacts } from '../../src/engine/blankFacts.ts';
import { decide } from '../../src/engine/decide.ts';
import { renderNodes } from '../../src/engine/renderPage.ts';
import { checkFlows } from '../../tools/flowcheck/checkFlows.ts';
import { repoPath } from '../../tools/repoPath.ts';

const { flows } = await checkFlows([repoPath('flows')]);
const table = flows.decisions.savingsLanding;
const page = flows.journeys.savings?.pages.openbankmlp;
const facts = mergeFacts(blankFacts(flows), {
  calls: { getOpenBankEligibility: { status: 'ok' } },
  answers: { getOpenBankEligibility: { accountStatus: '', mtnStatus: 'A', openBankEligibility: { openbankFFlag: true, openbankSignUpFFlag: true } } },
});

describe('engine', () => {
  bench('decide: savings landing (eligible, 9th row)', () => {
    if (table) decide(table, { facts, texts: flows.texts });
  });
  bench('renderNodes: savings landing body', () => {
    if (page && table) {
      const decided = decide(table, { facts, texts: flows.texts });
      renderNodes(page.body, { facts: { ...facts, decisions: { savingsLanding: { row: decided.rowId, ...decided.result } } }, texts: flows.texts });
    }
  });
});

describe('flows:check', () => {
  bench(
    'check all of flows/',
    async () => {
      await checkFlows([repoPath('flows')]);
    },
    { iterations: 5 },
  );
});
