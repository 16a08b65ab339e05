import { describe, expect, it } from 'vitest';
import { buildReferenceIndex } from '../../src/engine/references/index.ts';
import { checkFlows } from '../../tools/flowcheck/checkFlows.ts';
import { referenceOrigins } from '../../tools/flowcheck/referenceOrigins.ts';
import { repoPath } from '../../tools/repoPath.ts';

/** Issue 22 item 5: with the flow checker's source map, the index knows the fragments and layouts each item was built from. */
describe('referenceOrigins', () => {
  it('names the layout of a composed page and the fragments a table row uses, with the file that uses them', { timeout: 60_000 }, async () => {
    const { flows, origins, problems } = await checkFlows([repoPath('flows')]);
    expect(problems).toEqual([]);
    const index = buildReferenceIndex(flows, referenceOrigins(origins));
    const layouts = index.usersOf('layout', 'site').map((entry) => entry.key);
    expect(layouts).toContain('page:savings.openbankmlp');
    const offers = index.of('decision:cardLanding').filter((ref) => ref.kind === 'fragment' && ref.name === 'offersErrorMessage');
    expect(offers[0]?.usedIn).toBe('flows/decisions/card-landing.json');
  });

  // Known defect (issue 22 note, session 18): since journeys declare their own HISTORY_BACK handler (the Back
  // control's parent, issue 23 item 6), the source map attributes the layout's body nodes of the card pages to
  // the journey file, so the index misses their layout. This fails until that is fixed; then make it a plain it().
  it.fails('names the layout of a page whose journey overrides a layout handler', { timeout: 60_000 }, async () => {
    const { flows, origins } = await checkFlows([repoPath('flows')]);
    const index = buildReferenceIndex(flows, referenceOrigins(origins));
    expect(index.usersOf('layout', 'site').map((entry) => entry.key)).toContain('page:card.creditcardmlp');
  });
});
