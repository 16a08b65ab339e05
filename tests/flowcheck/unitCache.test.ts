// @vitest-environment node
/**
 * flows:check keeps each check unit's problems with what the unit read (tools/flowcheck/unitCache.ts, issue 20
 * item 4): a run after an edit reuses the units the edit does not reach. It must print exactly what a run without
 * the cache prints, for one file checked alone and for the whole tree, whatever the edit reaches in other files.
 */
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkedBothWays, printed, removeCacheDirs } from './cachedRuns.ts';
import { editJson, editText, flowsCopy, removeFlowsCopies } from './flowsCopy.ts';

afterAll(() => {
  removeFlowsCopies();
  removeCacheDirs();
});

describe('flows:check unit cache', () => {
  it('prints what a full run prints after edits that reach other files, reusing only what the edit does not reach', async () => {
    const dir = flowsCopy();
    const same = checkedBothWays(dir);

    // Cold: nothing to reuse; then warm with nothing changed: everything reused.
    expect((await same(null)).code).toBe(0);
    const warm = await same('journeys/savings.json');
    expect(warm.reused).toContain('journey:savings');
    expect(warm.reused).toContain('values:navigation');
    // The journeys' composition problems and the route check are units too: nothing they read changed.
    expect(warm.reused).toContain('compose');
    expect(warm.reused).toContain('routes');

    // An edit inside one journey: its units run again, the other journeys' are reused.
    editText(dir, 'journeys/savings.json', (text) => text.replace('"description": "Partner-bank', '"description": "The partner-bank'));
    const described = await same('journeys/savings.json');
    expect(described.reused).not.toContain('values:journey:savings');
    expect(described.reused).toContain('journey:card');
    expect(described.reused).toContain('values:journey:card');

    // A page file added with another page's route: no text the checks read before changed, but the set of files the
    // journeys are composed from did, so the composition and the route check run again; then the copy goes again.
    const copied = join(dir, 'journeys/plans/compareplancopy.json');
    writeFileSync(copied, readFileSync(join(dir, 'journeys/plans/compareplan.json'), 'utf8').replace('"id": "compareplan"', '"id": "compareplancopy"'));
    const routeTwice = await same(null);
    expect(routeTwice.code).toBe(1);
    expect(routeTwice.lines.join('\n')).toContain('route "compareplan/plans" is already used');
    expect(routeTwice.reused).not.toContain('routes');
    expect((await same('journeys/plans/compareplancopy.json')).code).toBe(1);
    unlinkSync(copied);
    expect((await same('journeys/plans/compareplan.json')).code).toBe(0);

    // A page names a fragment that does not exist (a problem of the composition itself), then the name is mended.
    editText(dir, 'journeys/plans/compareplan.json', (text) => text.replace('"fragment": "errorAlert"', '"fragment": "errorAlrt"'));
    const unknownFragment = await same('journeys/plans/compareplan.json');
    expect(unknownFragment.lines.join('\n')).toContain('unknown fragment "errorAlrt"');
    expect(unknownFragment.reused).not.toContain('compose:plans');
    expect(unknownFragment.reused).toContain('compose:shop');
    editText(dir, 'journeys/plans/compareplan.json', (text) => text.replace('"fragment": "errorAlrt"', '"fragment": "errorAlert"'));
    expect((await same(null)).code).toBe(0);

    // A list item that rules in another document compare with the page names (each document's list comparisons are
    // their own unit): misspelt, it is reported in the list file checked alone; mended, the run is clean again.
    editText(dir, 'lists/sales.json', (text) => text.replace('"expresscheckout",', '"expresscheckoutx",'));
    const listItem = await same('lists/sales.json');
    expect(listItem.lines.join('\n')).toContain('"expresscheckoutx" is not a page name');
    editText(dir, 'lists/sales.json', (text) => text.replace('"expresscheckoutx",', '"expresscheckout",'));
    expect((await same(null)).code).toBe(0);

    // A note edited in one page file: that journey alone is composed and checked again (each journey is composed
    // from its own files, the layouts and fragments, and the pages' routes); the other journeys' units are reused.
    editText(dir, 'journeys/shop/pdp.json', (text) => text.replace('once drops repeats', 'once drops the repeats'));
    const noted = await same('journeys/shop/pdp.json');
    expect(noted.reused).not.toContain('compose:shop');
    // Each page's checks are a unit of their own: the shop's other pages are reused.
    expect(noted.reused).not.toContain('page:shop/pdp');
    expect(noted.reused).not.toContain('values:page:shop/pdp');
    expect(noted.reused).toContain('page:shop/gridwall');
    expect(noted.reused).toContain('values:page:shop/gridwall');
    expect(noted.reused).toContain('compose:checkout');
    expect(noted.reused).toContain('journey:checkout');
    expect(noted.reused).toContain('routes');
    // The navigation check walks the shop's pages again; the other journeys' pages and ways out are kept values.
    expect(noted.reused).not.toContain('value:ways:shop/pdp');
    expect(noted.reused).toContain('value:ways:shop/gridwall');
    expect(noted.reused).toContain('value:start:checkout');
    expect(noted.reused).toContain('value:globalTargets');
    editText(dir, 'journeys/shop/pdp.json', (text) => text.replace('once drops the repeats', 'once drops repeats'));

    // A page no longer an entry page, which nothing leads to: the navigation check finds it unreachable with the kept
    // values of the other journeys, as the uncached run does; then it is an entry page again.
    editText(dir, 'journeys/tradein/validatedevicespoke.json', (text) => text.replace('"entry": true', '"entry": false'));
    const notEntered = await same('journeys/tradein/validatedevicespoke.json');
    expect(notEntered.lines.join('\n')).toContain('page "validatedevicespoke" is unreachable');
    expect(notEntered.reused).toContain('value:ways:checkout/payment');
    expect(notEntered.reused).not.toContain('value:ways:tradein/validatedevicespoke');
    editText(dir, 'journeys/tradein/validatedevicespoke.json', (text) => text.replace('"entry": false', '"entry": true'));
    expect((await same(null)).code).toBe(0);

    // A page's route renamed: the links other journeys compose to it change (byod links to the gridwall), and so do
    // the page names url.pageName may be (a list of page names holds the old one); then the route is put back.
    editText(dir, 'journeys/shop/gridwall.json', (text) => text.replace('"route": "gridwall/smartphones"', '"route": "gridwall/phones"'));
    const renamed = await same(null);
    expect(renamed.reused).not.toContain('compose:byod');
    expect(renamed.reused).not.toContain('routes');
    expect((await same('journeys/byod/byod.json')).lines).toEqual((await printed(dir, 'journeys/byod/byod.json')).lines);
    expect((await same('lists/shell.json')).lines.join('\n')).toContain('"smartphones"');
    editText(dir, 'journeys/shop/gridwall.json', (text) => text.replace('"route": "gridwall/phones"', '"route": "gridwall/smartphones"'));
    expect((await same(null)).code).toBe(0);

    // A fragment every sales page shows (through the sales layout) names an unknown component: reported once, in the
    // fragment, whichever file is checked; every journey that uses it is composed again. Then it is mended.
    editText(dir, 'fragments/siteFooter.json', (text) => text.replace('"component": "SiteFooter"', '"component": "SiteFootr"'));
    const footer = await same('fragments/siteFooter.json');
    expect(footer.lines.join('\n')).toContain('unknown component "SiteFootr"');
    expect(footer.reused).not.toContain('compose:checkout');
    expect((await same(null)).code).toBe(1);
    editText(dir, 'fragments/siteFooter.json', (text) => text.replace('"component": "SiteFootr"', '"component": "SiteFooter"'));
    expect((await same(null)).code).toBe(0);

    // A decision table's result renamed: the facts' vocabulary changes with it (a table file changed), so the sales
    // shell's condition on the old name is reported in the fragment that holds it, whichever journey checks it. The
    // pages that read the tables' facts run again; a journey's start, which reads none, does not
    // (tools/flowcheck/trackedVocabulary.ts).
    editText(dir, 'decisions/smart-banner.json', (text) => text.replaceAll('"show":', '"visible":'));
    const renamedResult = await same('fragments/salesShell.json');
    expect(renamedResult.lines.join('\n')).toContain('unknown fact "decisions.smartBanner.show"');
    expect(renamedResult.reused).not.toContain('page:shop/shop');
    expect(renamedResult.reused).toContain('journey:shop');
    editText(dir, 'decisions/smart-banner.json', (text) => text.replaceAll('"visible":', '"show":'));
    expect((await same(null)).code).toBe(0);

    // A text key the savings journey shows is removed from the texts file: checking the journey alone reports it.
    editText(dir, 'texts/savings.json', (text) => text.replace(/\n\s*"savings\.rate": [^\n]*,/, ''));
    const textGone = await same('journeys/savings.json');
    expect(textGone.code).toBe(1);
    expect(textGone.lines.join('\n')).toContain('savings.rate');
    expect(textGone.reused).not.toContain('page:savings/openbankmlp');
    // The journeys are composed from the same files as before: their reads keep their fingerprints, the units that
    // read the text run again on journeys composed for them.
    expect(textGone.reused).toContain('compose');

    // A page of another journey that a goto names is deleted: the goto's journey is checked again, though nothing
    // else it reads changed (its unit records that the page is there, not only what it reads inside it).
    unlinkSync(join(dir, 'journeys/checkout/expresscheckout.json'));
    const otherGone = await same(null);
    expect(otherGone.code).toBe(1);
    expect(otherGone.lines.filter((line) => line.includes('journeys/shop/') && line.includes('expresscheckout')).length).toBeGreaterThan(0);

    // A page another page's goto names is deleted: the goto is reported. (Every journey whose header links to the
    // cart composes differently without it, so their units run again too; the texts' are reused.)
    unlinkSync(join(dir, 'journeys/shop/expresscart.json'));
    const pageGone = await same('journeys/shop/accessoryInterstitial.json');
    expect(pageGone.code).toBe(1);
    expect(pageGone.lines.join('\n')).toContain('expresscart');
    expect(pageGone.reused).not.toContain('page:shop/accessoryInterstitial');
    expect(pageGone.reused).toContain('translations');

    // A mistake in a fragment, then the fragment moved down two lines: the problem's line follows (nothing else changed).
    editText(dir, 'fragments/loader.json', (text) => text.replace('"component": "Loader"', '"component": "Loadr"'));
    const before = await same('fragments/loader.json');
    editText(dir, 'fragments/loader.json', (text) => `\n\n${text}`);
    const after = await same('fragments/loader.json');
    expect(after.lines[0]).not.toEqual(before.lines[0]);

    // A context file that no longer parses: the run stops at the root cause, as without the cache.
    editText(dir, 'texts/savings.json', (text) => text.replace('{', '{,'));
    expect((await same('journeys/savings.json')).lines.join('\n')).toContain('were skipped');

    // The whole tree, with every break above.
    expect((await same(null)).code).toBe(1);
  }, 240_000);

  it("checks again a page that shows a text only where a check reads the text's words", async () => {
    const dir = flowsCopy();
    const same = checkedBothWays(dir);
    expect((await same(null)).code).toBe(0);

    // One text's words change. Where a page shows it, no schema looks at its words (a link's label is any string):
    // the page reads only that the text is there, and is reused, as are the other pages of the file's texts (a
    // text's fingerprint is its words and its place in the file, not the file's whole text). The translations, which
    // compare the words, are checked again.
    editText(dir, 'texts/sales.json', (text) =>
      text.replace('"sales.shop.accessoriesLink": "Shop accessories"', '"sales.shop.accessoriesLink": "Shop all accessories"'),
    );
    const wordsEdited = await same('texts/sales.json');
    expect(wordsEdited.reused).toContain('page:shop/shop');
    expect(wordsEdited.reused).toContain('page:shop/pdp');
    expect(wordsEdited.reused).not.toContain('translations');
    // A text every sales page's header and footer show (issue 20 item 4: it checked all 46 pages again).
    editText(dir, 'texts/sales.json', (text) => text.replace('"sales.nav.accessories": "Accessories"', '"sales.nav.accessories": "All accessories"'));
    const headerEdited = await same('texts/sales.json');
    expect(headerEdited.reused).toContain('page:shop/pdp');
    expect(headerEdited.reused).toContain('page:checkout/payment');
    // A text whose words a check does read: a notice's level, a choice of four words, given by a text. Its words
    // decide whether the page has a problem, so an edit of them checks the page again, and the cached run reports
    // what the uncached run reports (here checking the page's file); mended, the page is clean again.
    editText(dir, 'journeys/checkout/dppagreement.json', (text) =>
      text.replace(
        '"props": { "level": "info", "text": { "text": "sales.dpp.notNeeded" } }',
        '"props": { "level": { "text": "sales.dpp.level" }, "text": { "text": "sales.dpp.notNeeded" } }',
      ),
    );
    editText(dir, 'texts/sales.json', (text) => text.replace('"texts": {', '"texts": {\n    "sales.dpp.level": "info",'));
    editText(dir, 'texts/es/sales.json', (text) => text.replace('"texts": {', '"texts": {\n    "sales.dpp.level": "info",'));
    expect((await same(null)).code).toBe(0);
    editText(dir, 'texts/sales.json', (text) => text.replace('"sales.dpp.level": "info"', '"sales.dpp.level": "notice"'));
    const levelWords = await same('journeys/checkout/dppagreement.json');
    expect(levelWords.reused).not.toContain('page:checkout/dppagreement');
    expect(levelWords.reused).toContain('page:checkout/payment');
    expect(levelWords.lines.join('\n')).toContain('prop "level" of Alert must be one of');
    editText(dir, 'texts/sales.json', (text) => text.replace('"sales.dpp.level": "notice"', '"sales.dpp.level": "warning"'));
    expect((await same('texts/sales.json')).code).toBe(0);
    // The texts moved a line down (a blank line above them; a new text would also change the list of names, which
    // every page's examples read): problems placed at them would move too, so whatever reads their words is checked
    // again (the cart's notice quotes its text) and prints what an uncached run prints; a page that reads only that
    // its texts are there is reused.
    editText(dir, 'texts/sales.json', (text) => text.replace('"texts": {', '"texts": {\n'));
    const moved = await same('texts/sales.json');
    expect(moved.reused).not.toContain('page:shop/expresscart');
    expect(moved.reused).toContain('page:shop/pdp');
  }, 240_000);

  it('follows a layout edit, and a setting or redirect-table edit that takes away a page’s only way in', async () => {
    const dir = flowsCopy();
    const same = checkedBothWays(dir);
    const spoke = '/sales/digital/validatedevicespoke.html';
    const unreachable = 'page "validatedevicespoke" is unreachable';
    expect((await same(null)).code).toBe(0);

    // The footer leaves the sales layout: every journey is composed again (a composition reads all layouts and
    // fragments), the sales pages' ways out (the footer's links) are walked again; a journey on another layout is
    // composed as before, so the checks of its pages are reused.
    editJson<{ body: { fragment?: string }[] }>(dir, 'layouts/sales.json', (layout) => {
      layout.body = layout.body.filter((node) => node.fragment !== 'siteFooter');
    });
    const footerless = await same('layouts/sales.json');
    expect(footerless.reused).not.toContain('compose:shop');
    expect(footerless.reused).not.toContain('value:ways:shop/gridwall');
    expect(footerless.reused).toContain('value:ways:savings/openbankmlp');
    expect(footerless.reused).toContain('page:card/creditcardmlp');
    expect((await same('journeys/shop/gridwall.json')).reused).toContain('compose:shop');

    // A page that is no entry page is reached only through a setting: the setting's address is its one way in.
    editText(dir, 'journeys/tradein/validatedevicespoke.json', (text) => text.replace('"entry": true', '"entry": false'));
    expect((await same('journeys/tradein/validatedevicespoke.json')).lines.join('\n')).toContain(unreachable);
    editText(dir, 'settings/plumbing.json', (text) => text.replace('"value": "/sales/digital/shop.html"', `"value": "${spoke}"`));
    expect((await same('journeys/tradein/validatedevicespoke.json')).lines.join('\n')).not.toContain(unreachable);
    // The setting is changed back: the one way in is gone, and the page's journey, checked alone, says so again.
    editText(dir, 'settings/plumbing.json', (text) => text.replace(`"value": "${spoke}"`, '"value": "/sales/digital/shop.html"'));
    const settingGone = await same('journeys/tradein/validatedevicespoke.json');
    expect(settingGone.lines.join('\n')).toContain(unreachable);
    expect(settingGone.reused).not.toContain('value:globalTargets');

    // The same with a redirect table's target.
    editText(dir, 'redirects/sales.json', (text) => text.replace('"to": "/sales/digital/Favorites.html"', `"to": "${spoke}"`));
    expect((await same(null)).lines.join('\n')).not.toContain(unreachable);
    editText(dir, 'redirects/sales.json', (text) => text.replace(`"to": "${spoke}"`, '"to": "/sales/digital/Favorites.html"'));
    expect((await same('journeys/tradein/validatedevicespoke.json')).lines.join('\n')).toContain(unreachable);
  }, 240_000);

  it("finds a table's misused fragment through the cache, from an edit of the table or of the fragment, and its mend", async () => {
    const dir = flowsCopy();
    const same = checkedBothWays(dir);
    const unknown = 'unknown fragment "offersErrorMesage"';
    expect((await same(null)).code).toBe(0);
    // Nothing changed: the tables' fragment problems are reused (no table is expanded for them).
    expect((await same(null)).reused).toContain('tableFragments');
    // A new text (a name the facts' vocabulary has) decides nothing of the tables' fragments: they are not expanded again.
    for (const file of ['texts/common.json', 'texts/es/common.json'])
      editText(dir, file, (text) => text.replace('"texts": {', '"texts": {\n    "common.cacheProbe": "Probe",'));
    const texted = await same(null);
    expect(texted.code).toBe(0);
    expect(texted.reused).toContain('tableFragments');

    editText(dir, 'decisions/card-landing.json', (text) => text.replace('{ "fragment": "offersErrorMessage" }', '{ "fragment": "offersErrorMesage" }'));
    const misspelt = await same('decisions/card-landing.json');
    expect(misspelt.lines.join('\n')).toContain(unknown);
    expect(misspelt.reused).not.toContain('tableFragments');
    expect((await same(null)).lines.join('\n')).toContain(unknown);
    editText(dir, 'decisions/card-landing.json', (text) => text.replace('{ "fragment": "offersErrorMesage" }', '{ "fragment": "offersErrorMessage" }'));
    expect((await same('decisions/card-landing.json')).code).toBe(0);

    // The fragment renamed: the table, checked alone and unchanged, names a fragment that is gone.
    editText(dir, 'fragments/offersErrorMessage.json', (text) => text.replace('"id": "offersErrorMessage"', '"id": "offersErrorMesage"'));
    const renamed = await same('decisions/card-landing.json');
    expect(renamed.lines.join('\n')).toContain('unknown fragment "offersErrorMessage"');
    expect(renamed.reused).not.toContain('tableFragments');
    editText(dir, 'fragments/offersErrorMessage.json', (text) => text.replace('"id": "offersErrorMesage"', '"id": "offersErrorMessage"'));
    expect((await same('decisions/card-landing.json')).code).toBe(0);
    expect((await same(null)).code).toBe(0);
  }, 240_000);
});
