/**
 * Issue 23 item 6: the page Back opens in a tab without history is declared in
 * the flows (backLinkPressed's `parent`, given by each layout, journey or page
 * that answers HISTORY_BACK) and checked like any page name; it cannot be left out.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { editText, flowsCopy, problemsOf, removeFlowsCopies } from './flowsCopy.ts';

afterEach(removeFlowsCopies);

describe("Back's parent page", { timeout: 60_000 }, () => {
  it('a misspelt parent is an unknown page, with the closest name', async () => {
    const dir = flowsCopy();
    editText(dir, 'journeys/shop/pdp.json', (text) => text.replace('"parent": "gridwall"', '"parent": "gridwal"'));
    const problems = (await problemsOf([dir])).join('\n');
    expect(problems).toMatch(/goto {2}unknown page "gridwal" \(goto needs a page id of a journey\)\. Did you mean "gridwall"\?/);
  });

  it('a use without a parent is refused: the parameter has no default', async () => {
    const dir = flowsCopy();
    editText(dir, 'layouts/site.json', (text) =>
      text.replace('{ "fragment": "backLinkPressed", "params": { "parent": "shop" } }', '{ "fragment": "backLinkPressed" }'),
    );
    const problems = (await problemsOf([dir])).join('\n');
    expect(problems).toMatch(/backLinkPressed/);
    expect(problems).toMatch(/parent/);
  });
});
