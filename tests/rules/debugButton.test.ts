import { describe, expect, it } from 'vitest';
import { debugAllowed } from '../../src/app/debugAllowed.ts';
import { blankFacts, mergeFacts } from '../../src/engine/blankFacts.ts';
import { decide, decisionFact } from '../../src/engine/decide.ts';
import type { Facts } from '../../src/model/facts.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';

const flows = await checkedFlows();

/** Facts as the runtime hands them to the shell: base facts plus decisions.debugButton. */
function withDecision(overlay: object): Facts {
  const base = mergeFacts(blankFacts(flows), overlay);
  const table = flows.decisions.debugButton;
  if (!table) throw new Error('flows/decisions/debug-button.json is missing');
  return { ...base, decisions: { debugButton: decisionFact(decide(table, { facts: base, texts: flows.texts })) } };
}

describe('debugAllowed reads flows/decisions/debug-button.json (spec 2.9)', () => {
  it.each([
    ['a signed-in desktop user outside production', { user: { signedIn: true, prospect: false } }, true],
    ['a signed-out tester with ?debug=1', { url: { query: { debug: '1' } } }, true],
    ['a signed-out shopper', {}, false],
    ['a signed-in phone user', { user: { signedIn: true, prospect: false }, device: { type: 'mobile' } }, false],
    ['a signed-in user on production', { user: { signedIn: true, prospect: false }, env: { production: true } }, false],
  ])('%s: %s', (_name, overlay, shown) => {
    expect(debugAllowed(withDecision(overlay))).toBe(shown);
  });

  it('hides the button when the table is missing (fail closed)', () => {
    expect(debugAllowed(blankFacts(flows))).toBe(false);
  });
});
