import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkFlows } from '../../tools/flowcheck/checkFlows.ts';
import { formatProblem } from '../../tools/flowcheck/problem.ts';
import { readRegistryManifest } from '../../tools/flowcheck/registryManifest.ts';
import { editJson, editText, flowsCopy, problemsOf, removeFlowsCopies } from './flowsCopy.ts';

/**
 * Issue 8: edits an analyst might make that once passed flows:check silently.
 * Each test breaks a copy of the real flows and asserts the located message
 * (`path:line:col  /json/pointer  message`).
 */
afterEach(removeFlowsCopies);
// Each test checks a whole copy of flows/; on a busy machine the first one (schemas compiled) takes seconds.
vi.setConfig({ testTimeout: 30_000 });

describe('flows:check value checks', () => {
  it('a typo in a compared value: a decision table never gives "notEligble"', async () => {
    const dir = flowsCopy();
    editText(dir, 'journeys/savings.json', (text) =>
      text.replace('"decisions.savingsLanding.view" }, "notEligible"', '"decisions.savingsLanding.view" }, "notEligble"'),
    );
    const problems = await problemsOf([dir]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^journeys\/savings\.json:\d+:\d+ {2}\/pages\/openbankmlp\/body\/\S+\/when\/\S*==\/1 {2}"notEligble" is not a value "decisions\.savingsLanding\.view" can have.* Did you mean "notEligible"\?/,
    );
  });

  it('a list prop whose items carry their own "text" and a link: an item\'s unknown icon and unknown text key are found', async () => {
    // The items' own `text` property (an object) once read as a text ref, and a link (a logic ref once composed) left
    // the whole list unchecked: both typos passed.
    const dir = flowsCopy();
    editText(dir, 'journeys/shop/leadoffers.json', (text) =>
      text.replace('"icon": "signal"', '"icon": "signall"').replace('"text": { "text": "sales.offers.plan" }', '"text": { "text": "sales.offers.plann" }'),
    );
    const problems = await problemsOf([dir]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^journeys\/shop\/leadoffers\.json:\d+:\d+ {2}\/body\/\d+\/props\/items\/1\/text\/text {2}unknown text key "sales\.offers\.plann"\. Did you mean "sales\.offers\.plan"\?/,
      ),
      expect.stringMatching(
        /^journeys\/shop\/leadoffers\.json:\d+:\d+ {2}\/body\/\d+\/props\/items\/1\/icon {2}prop "items" \(at 1\.icon\) of OfferCards must be one of "basket", .*"signal".* \(got "signall"\)\.$/,
      ),
    ]);
  });

  it('a text key every object inherits ("constructor", "toString") is an unknown text key like any other', async () => {
    // `key in texts` found them on Object.prototype, so they passed (and at run time `texts[key]` is Object's own
    // function, not words); the props' preview took that function as the text and added a second, wrong problem.
    const dir = flowsCopy();
    editText(dir, 'journeys/savings.json', (text) =>
      text
        .replace('"text": { "text": "savings.heading" }', '"text": { "text": "constructor" }')
        .replace('"figureUnit": { "text": "savings.rateUnit" }', '"figureUnit": { "text": "toString" }'),
    );
    const problems = await problemsOf([dir]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^journeys\/savings\.json:72:\d+ {2}\/pages\/openbankmlp\/\S+\/props\/figureUnit\/text {2}unknown text key "toString"\..* Fix: add it to a file in flows\/texts\/ or correct the key\.$/,
      ),
      expect.stringMatching(
        /^journeys\/savings\.json:78:\d+ {2}\/pages\/openbankmlp\/\S+\/props\/text\/text {2}unknown text key "constructor"\..* Fix: add it to a file in flows\/texts\/ or correct the key\.$/,
      ),
    ]);
  });

  it('a typo in a fixed-choice value: device.type "mobil"', async () => {
    const dir = flowsCopy();
    editText(dir, 'decisions/error-assist.json', (text) => text.replace('{ "var": "device.type" }, "mobile"]', '{ "var": "device.type" }, "mobil"]'));
    const problems = await problemsOf([dir]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^decisions\/error-assist\.json:\d+:\d+ {2}\/rows\/\d+\/result\/linkText\/logic\/if\/0\/==\/1 {2}"mobil" is not a value "device\.type" can have.* Did you mean "mobile"\? Its values: "mobile", "tablet", "desktop"\./,
      ),
    ]);
  });

  it('a fixed-choice value in an example is checked too', async () => {
    const dir = flowsCopy();
    editText(dir, 'decisions/error-assist.json', (text) => text.replace('"device": { "type": "mobile" }', '"device": { "type": "mobil" }'));
    const problems = (await problemsOf([dir])).join('\n');
    expect(problems).toMatch(
      /decisions\/error-assist\.json:\d+:\d+ {2}\/rows\/1\/examples\/2\/facts\/device\/type {2}"mobil" is not a value "device\.type" can have, so this example describes a shopper who cannot exist\. Did you mean "mobile"\?/,
    );
  });

  it('a typo in a page route used by a rule (url.pageName)', async () => {
    const dir = flowsCopy();
    editText(dir, 'errors/service-errors.json', (text) =>
      text.replace('{ "var": "url.pageName" }, "accessoryInterstitial"]', '{ "var": "url.pageName" }, "accesoryInterstitial"]'),
    );
    const problems = await problemsOf([dir]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^errors\/service-errors\.json:\d+:\d+ {2}\/rows\/\d+\/when\/.*==\/1 {2}"accesoryInterstitial" is not a page name .* Did you mean "accessoryInterstitial"\?/,
      ),
    ]);
  });

  it('a goto to a misspelt page id gets the closest page', async () => {
    const dir = flowsCopy();
    editText(dir, 'journeys/card.json', (text) => text.replace('"goto": "vvcinterstitial"', '"goto": "vvcinterstitail"'));
    const problems = (await problemsOf([dir])).join('\n');
    expect(problems).toMatch(/\/goto {2}unknown page "vvcinterstitail" \(goto needs a page id of a journey\)\. Did you mean "vvcinterstitial"\?/);
  });

  it('a page name in a list that rules compare with url.pageName', async () => {
    const dir = flowsCopy();
    editJson<{ lists: Record<string, { items: string[] }> }>(dir, 'lists/sales.json', (file) => {
      const list = file.lists.salesCheckoutPages;
      if (!list) throw new Error('lists.salesCheckoutPages is gone: update this test');
      list.items[0] = `${list.items[0]}x`;
    });
    const problems = (await problemsOf([dir])).join('\n');
    expect(problems).toMatch(
      /^lists\/sales\.json:\d+:\d+ {2}\/lists\/salesCheckoutPages\/items\/0 {2}"\w+x" is not a page name .*url\.pageName.* Did you mean/m,
    );
  });
});

interface JourneyFile {
  pages: Record<string, { entry?: boolean; onEnter?: unknown[]; on?: Record<string, { effects: { goto?: string }[] }[]> }>;
}

describe('flows:check links and navigation', () => {
  it('a typo in a literal link: "shopp.html"', async () => {
    const dir = flowsCopy();
    editText(dir, 'journeys/plumbing.json', (text) => text.replace('"/sales/digital/shop.html"', '"/sales/digital/shopp.html"'));
    const problems = await problemsOf([dir]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^journeys\/plumbing\.json:\d+:\d+ {2}\/pages\/\S+ {2}link "\/sales\/digital\/shopp\.html" names no page: no page has route "shopp"\. Did you mean "shop\.html"\?/,
      ),
    ]);
  });

  it('a typo in a link to a page by id: {"link": "shopp"}', async () => {
    const dir = flowsCopy();
    editText(dir, 'fragments/siteNav.json', (text) => text.replace('{ "link": "shop" }', '{ "link": "shopp" }'));
    const problems = await problemsOf([dir]);
    expect(problems).toEqual([
      expect.stringMatching(/^fragments\/siteNav\.json:\d+:\d+ {2}\/nodes\/0\/props\/homeHref\/link {2}unknown page "shopp" in link\. Did you mean "shop"\?/),
    ]);
  });

  it('a typo in a redirect target, with base path and query', async () => {
    const dir = flowsCopy();
    editText(dir, 'redirects/cart-lock.json', (text) => text.replace('"cartLocked.html"', '"cartLockd.html?from=lock"'));
    const problems = await problemsOf([dir]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^redirects\/cart-lock\.json:\d+:\d+ {2}\/rows\/1\/to\/logic\/cat\/1 {2}link "cartLockd\.html\?from=lock" names no page: no page has route "cartLockd"\. Did you mean "cartLocked\.html"\?/,
      ),
    ]);
  });

  it('a goto loop between two onEnter effects', async () => {
    const dir = flowsCopy();
    editJson<JourneyFile>(dir, 'journeys/card.json', (journey) => {
      const { splash, vvcinterstitial } = journey.pages;
      if (!splash || !vvcinterstitial) throw new Error('card pages renamed: update this test');
      splash.onEnter = [{ goto: 'vvcinterstitial' }];
      vvcinterstitial.onEnter = [{ goto: 'splash' }, ...(vvcinterstitial.onEnter ?? [])];
    });
    const problems = await problemsOf([dir]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^journeys\/card\.json:\d+:\d+ {2}\/pages\/(splash|vvcinterstitial)\/onEnter\/0\/goto {2}goto loop between onEnter effects: (splash -> vvcinterstitial -> splash|vvcinterstitial -> splash -> vvcinterstitial)\./,
      ),
    ]);
  });

  it('a page that lost its only way in', async () => {
    const dir = flowsCopy();
    editJson<JourneyFile>(dir, 'journeys/card.json', (journey) => {
      for (const handlers of Object.values(journey.pages.splash?.on ?? {})) {
        for (const handler of handlers) for (const effect of handler.effects) if (effect.goto === 'vvcinterstitial') effect.goto = 'creditcardmlp';
      }
    });
    const problems = await problemsOf([dir]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^journeys\/card\.json:\d+:\d+ {2}\/pages\/vvcinterstitial {2}page "vvcinterstitial" is unreachable: it is not an entry page and no goto or in-app link/,
      ),
    ]);
  });

  it('counts in-app links as ways in, not only entry pages and gotos', async () => {
    const dir = flowsCopy();
    editJson<{ entry?: boolean }>(dir, 'journeys/shop/Favorites.json', (favorites) => {
      if (!favorites.entry) throw new Error('shop.Favorites changed: update this test');
      delete favorites.entry;
    });
    expect(await problemsOf([dir])).toEqual([]);
  });
});

describe('flows:check typed settings and arguments', () => {
  it('a setting given as text where milliseconds are needed ("2s")', async () => {
    const dir = flowsCopy();
    editText(dir, 'settings/plumbing.json', (text) => text.replace(/(wait this long\.",\s*"value": )2000/, '$1"2s"'));
    const problems = await problemsOf([dir]);
    expect(problems[0]).toMatch(
      /^settings\/plumbing\.json:\d+:\d+ {2}\/settings\/redirectDelayMs\/value {2}must be a number of milliseconds, e\.g\. 2000; found "2s"/,
    );
    expect(problems[1]).toMatch(/skipped because .*settings\/plumbing\.json failed to parse or failed its schema/);
  });

  it('a misspelt setting name (retryCont)', async () => {
    const dir = flowsCopy();
    editText(dir, 'settings/plumbing.json', (text) => text.replace('"retryCount":', '"retryCont":'));
    const problems = await problemsOf([dir]);
    expect(problems[0]).toBe(
      'settings/plumbing.json:4:5  /settings  unknown setting "retryCont". Did you mean "retryCount"? Each setting is declared with its type (milliseconds, count, address...) in schemas/settings.schema.json: correct the name, or declare a new setting there first.',
    );
  });

  it('an effect argument typed by its action: delayMs "2s"', async () => {
    const dir = flowsCopy();
    editText(dir, 'journeys/card.json', (text) => text.replace('"delayMs": 500', '"delayMs": "2s"'));
    const problems = await problemsOf([dir]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^journeys\/card\.json:\d+:\d+ {2}\/pages\/creditcardmlp\/on\/OFFERS_LOADED\/0\/effects\/0\/args\/delayMs {2}argument "delayMs" of action sendPageTagLater must be a number of milliseconds, e\.g\. 2000; found "2s"\./,
      ),
    ]);
  });

  it('a list argument is checked item by item: a text as its text, a setting as its value, a fact left to the runtime', async () => {
    // Only a literal or a setting was typed: any list argument passed unchecked, whatever its items.
    const dir = flowsCopy();
    editText(dir, 'journeys/card.json', (text) =>
      text.replace(
        '{ "call": "creditcardmlpContent" }\n      ],',
        '{ "call": "creditcardmlpContent" },\n        { "action": "readDataLayer", "args": { "adapter": "readDL", "events": [{ "fact": "url.pageName" }, { "text": "card.pageTitle" }, { "fact": "settings.prefetchDelayMs" }] } }\n      ],',
      ),
    );
    const problems = await problemsOf([dir]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^journeys\/card\.json:\d+:\d+ {2}\/pages\/creditcardmlp\/onEnter\/2\/args\/events\/2 {2}argument "events" \(at 2\) of action readDataLayer must be text in quotes, e\.g\. "pageView"; settings\.prefetchDelayMs is 2000\.$/,
      ),
    ]);
  });

  it('a choice in a cases argument is checked case by case, with the choice meant', async () => {
    const dir = flowsCopy();
    editText(dir, 'errors/service-errors.json', (text) =>
      text.replace(
        '"level": "info",\n            "proactive": true',
        '"level": { "cases": [{ "when": { "var": "error.retried" }, "value": "eror" }], "else": "info" },\n            "proactive": true',
      ),
    );
    const problems = await problemsOf([dir]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^errors\/service-errors\.json:\d+:\d+ {2}\/rows\/\d+\/effects\/0\/args\/level\/cases\/0\/value {2}argument "level" \(case 1\) of action notify must be one of "error", .*"info"; found "eror"\. Did you mean "error"\?$/,
      ),
    ]);
  });

  it('the objects of a list argument are checked against its item schema: a misspelt key, a missing one', async () => {
    // No action of ours takes a list of objects yet; one that declares it (here readDataLayer's events) is held to it.
    const manifest = readRegistryManifest();
    const args = manifest.actions.readDataLayer?.argsSchema.properties;
    if (!args?.events) throw new Error('readDataLayer has no events argument: update this test');
    args.events = {
      type: 'array',
      items: { type: 'object', properties: { name: { type: 'string' }, colour: { enum: ['red', 'blue'] } }, required: ['name'], additionalProperties: false },
    };
    const withEvents = async (events: string): Promise<string[]> => {
      const dir = flowsCopy();
      editText(dir, 'journeys/card.json', (text) =>
        text.replace(
          '{ "call": "creditcardmlpContent" }\n      ],',
          `{ "call": "creditcardmlpContent" },\n        { "action": "readDataLayer", "args": { "adapter": "readDL", "events": ${events} } }\n      ],`,
        ),
      );
      const { problems } = await checkFlows([dir], manifest);
      return problems.map(formatProblem).map((line) => line.replace(/.*flows-[^/]+\//, ''));
    };
    expect(await withEvents('[{ "name": { "fact": "url.pageName" } }, { "name": "a", "colur": "red" }]')).toEqual([
      expect.stringMatching(
        /^journeys\/card\.json:\d+:\d+ {2}\/pages\/creditcardmlp\/onEnter\/2\/args\/events\/1\/colur {2}argument "events" \(at 1\.colur\) of action readDataLayer has no key "colur"\. Did you mean "colour"\? Its keys: name, colour\. Fix: correct the name or remove it\.$/,
      ),
    ]);
    expect(await withEvents('[{ "colour": "red" }]')).toEqual([
      expect.stringMatching(/\/args\/events\/0 {2}argument "events" \(at 0\) of action readDataLayer needs the key "name"\. Fix: add it\.$/),
    ]);
  });

  it('a ref in one item of a list prop leaves the same place in the other items checked', async () => {
    // One schema served every item: a card whose icon came from a fact let any icon pass in every other card.
    const dir = flowsCopy();
    editText(dir, 'journeys/shop/leadoffers.json', (text) =>
      text.replace('"image": "/images/devices/nova-16-pro-black.svg"', '"icon": { "fact": "url.pageName" }').replace('"icon": "signal"', '"icon": "signall"'),
    );
    const problems = await problemsOf([dir]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^journeys\/shop\/leadoffers\.json:\d+:\d+ {2}\/body\/\d+\/props\/items\/1\/icon {2}prop "items" \(at 1\.icon\) of OfferCards must be one of "basket", .*"signal".* \(got "signall"\)\.$/,
      ),
    ]);
  });

  it('an untyped ...Ms argument is a duration, also when it names a setting', async () => {
    const dir = flowsCopy();
    editText(dir, 'errors/service-errors.json', (text) =>
      text.replace('"delayMs": { "fact": "settings.redirectDelayMs" }', '"delayMs": { "fact": "settings.nullRedirectUrl" }'),
    );
    const problems = await problemsOf([dir]);
    expect(problems[0]).toMatch(
      /^errors\/service-errors\.json:\d+:\d+ {2}\/rows\/1\/effects\/0\/delayMs {2}option "delayMs" of the redirect effect must be a number of milliseconds, e\.g\. 2000; settings\.nullRedirectUrl is "\/signin\/"\./,
    );
  });

  it('a redirect effect option the effect does not have: file, line, pointer and the option meant', async () => {
    const dir = flowsCopy();
    editText(dir, 'errors/service-errors.json', (text) => text.replace('"stopServices": true,', '"stopService": true,'));
    const problems = await problemsOf([dir]);
    expect(problems[0]).toMatch(
      /^errors\/service-errors\.json:\d+:\d+ {2}\/rows\/1\/effects\/0 {2}.*unknown property "stopService"\. Did you mean "stopServices"\? Allowed here: redirect, allowHosts, delayMs, withGoto, stripMtnFlow, stopServices\./,
    );
  });
});

interface TableFile {
  rows: { id: string; examples?: { facts: object; expect?: Record<string, unknown> }[] }[];
  default?: { id: string; examples?: { name?: string; facts: object }[] };
}

describe('flows:check examples', () => {
  it('an error row without an example', async () => {
    const dir = flowsCopy();
    editJson<TableFile>(dir, 'errors/service-errors.json', (table) => {
      const row = table.rows.find((candidate) => candidate.id === 'expectationFailed');
      if (!row) throw new Error('row expectationFailed is gone: update this test');
      delete row.examples;
    });
    const problems = await problemsOf([dir]);
    expect(problems[0]).toMatch(
      /^errors\/service-errors\.json:\d+:\d+ {2}\/rows\/10 {2}row "expectationFailed": missing required property "examples"\. Fix: add it\./,
    );
  });

  it('an error row example is checked like a decision example: facts known, lands on its row', async () => {
    const dir = flowsCopy();
    editJson<TableFile>(dir, 'errors/service-errors.json', (table) => {
      const row = table.rows.find((candidate) => candidate.id === 'expectationFailed');
      row?.examples?.push({ facts: { error: { kind: 'htp', status: 500 } } });
    });
    const problems = (await problemsOf([dir])).join('\n');
    expect(problems).toMatch(/\/rows\/10\/examples\/1\/facts\/error\/kind {2}"htp" is not a value "error\.kind" can have.* Did you mean "http"\?/);
    expect(problems).toMatch(/\/rows\/10\/examples\/1 {2}example lands on row "\w+", not on "expectationFailed"/);
  });

  it("an error table's default example must land on no row", async () => {
    const dir = flowsCopy();
    editJson<TableFile>(dir, 'errors/service-errors.json', (table) => {
      table.default?.examples?.push({ name: 'a 401', facts: { error: { kind: 'unauthorized', status: 401, name: 'HTTP_ERROR' } } });
    });
    const problems = (await problemsOf([dir])).join('\n');
    expect(problems).toMatch(/\/default\/examples\/1 {2}example lands on row "\w+", not on the default "otherServiceError"/);
  });

  it('a decision example may state expected result values, and they are compared', async () => {
    const dir = flowsCopy();
    editJson<TableFile>(dir, 'decisions/savings-landing.json', (table) => {
      const example = table.rows.find((candidate) => candidate.id === 'lineNotInGoodStanding')?.examples?.[0];
      if (!example) throw new Error('row lineNotInGoodStanding is gone: update this test');
      example.expect = { view: 'eligible', colour: 'red' };
    });
    const problems = await problemsOf([dir]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^decisions\/savings-landing\.json:\d+:\d+ {2}\/rows\/6\/examples\/0\/expect\/view {2}example expects view "eligible", but its row gives "notEligible"\./,
      ),
      expect.stringMatching(/\/rows\/6\/examples\/0\/expect\/colour {2}example expects "colour", but its row gives no such value\./),
    ]);
  });
});

describe('flows:check shopper-facing text', () => {
  it('a literal message bypassing texts (notify in an error row)', async () => {
    const dir = flowsCopy();
    editText(dir, 'errors/service-errors.json', (text) =>
      text.replace('"args": {\n            "message": { "text": "plumbing.cancelledCase" }', '"args": {\n            "message": "Your case was cancelled."'),
    );
    const problems = await problemsOf([dir]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^errors\/service-errors\.json:\d+:\d+ {2}\/rows\/\d+\/effects\/0\/args\/message {2}shopper-facing text "Your case was cancelled\." written as a literal in "message": every word a shopper reads lives in flows\/texts\/.* Fix: add e\.g\. "common\.message": "Your case was cancelled\." to a file in flows\/texts\/ and write \{ "text": "common\.message" \}\./,
      ),
    ]);
  });

  it('a literal component prop instead of a text key', async () => {
    const dir = flowsCopy();
    editText(dir, 'journeys/savings.json', (text) => text.replace('"text": { "text": "savings.heading" }', '"text": "Hello"'));
    const problems = await problemsOf([dir]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^journeys\/savings\.json:\d+:\d+ {2}\/pages\/openbankmlp\/body\/\S+\/props\/text {2}shopper-facing text "Hello" written as a literal in "text".* write \{ "text": "savings\.text" \}/,
      ),
    ]);
  });

  it('a component prop schema may mark a prop as shopper text, or not, whatever its name', async () => {
    const dir = flowsCopy();
    const manifest = readRegistryManifest();
    const heading = manifest.components.Heading?.propsSchema.properties;
    if (!heading?.id || !heading.text) throw new Error('Heading props changed: update this test');
    heading.id = { ...heading.id, $comment: 'shopper text' };
    heading.text = { ...heading.text, $comment: 'not shopper text' };
    editText(dir, 'journeys/savings.json', (text) => text.replace('"text": { "text": "savings.heading" }', '"text": "Hello"'));
    const { problems } = await checkFlows([dir], manifest);
    const lines = problems.map(formatProblem).join('\n');
    expect(lines).toMatch(/\/pages\/openbankmlp\/body\/\S+\/props\/id {2}shopper-facing text "savings-heading" written as a literal in "id"/);
    expect(lines).not.toMatch(/"Hello"/);
  });
});

describe('flows:check keys that code reads', () => {
  it('a text key only code reads, deleted', async () => {
    const dir = flowsCopy();
    editJson<{ texts: Record<string, string> }>(dir, 'texts/plumbing.json', (file) => {
      delete file.texts['plumbing.sessionExtend'];
    });
    const problems = await problemsOf([dir]);
    expect(problems).toEqual([
      // Its Spanish is now a text English lacks (translationCheck.ts).
      expect.stringMatching(
        /^texts\/es\/plumbing\.json:\d+:\d+ {2}\/texts\/plumbing\.sessionExtend {2}"es" text "plumbing\.sessionExtend" has no English text\./,
      ),
      expect.stringMatching(
        /^texts\/plumbing\.json:\d+:\d+ {2}\/texts {2}text key "plumbing\.sessionExtend" is read by src\/app\/shell\/PlumbingShell\.tsx but defined in no file of flows\/texts\/\..* Fix: add it back/,
      ),
    ]);
  });

  it('the same deletion is found when the texts file is checked alone', async () => {
    const dir = flowsCopy();
    editJson<{ texts: Record<string, string> }>(dir, 'texts/plumbing.json', (file) => {
      delete file.texts['plumbing.sessionExtend'];
    });
    const problems = await problemsOf([join(dir, 'texts/plumbing.json')], { context: dir });
    expect(problems).toEqual([expect.stringMatching(/^texts\/plumbing\.json:\d+:\d+ {2}\/texts {2}text key "plumbing\.sessionExtend" is read by/)]);
  });

  it('a setting and a list code reads, deleted, are reported at the generated manifest', async () => {
    const dir = flowsCopy();
    editJson<{ settings: Record<string, unknown> }>(dir, 'settings/environment.json', (file) => {
      delete file.settings.prefetchDelayMs;
    });
    editJson<{ lists: Record<string, unknown> }>(dir, 'lists/plumbing.json', (file) => {
      delete file.lists.retryUrls;
    });
    const problems = (await problemsOf([dir])).join('\n');
    expect(problems).toMatch(
      /^schemas\/generated\/flow-keys\.json:\d+:\d+ {2}\/settings\/prefetchDelayMs {2}setting "prefetchDelayMs" is read by src\/app\/main\.tsx, src\/runtime\/RootStore\.ts, src\/runtime\/prefetch\/assetPrefetch\.ts but defined in no file of flows\/settings\//m,
    );
    expect(problems).toMatch(
      /^schemas\/generated\/flow-keys\.json:\d+:\d+ {2}\/lists\/retryUrls {2}list "retryUrls" is read by src\/runtime\/calls\/retryPlan\.ts/m,
    );
  });
});

describe('flows:check root cause first', () => {
  it('points at a trailing comma itself, not at the next token', async () => {
    const dir = flowsCopy();
    writeFileSync(
      join(dir, 'lists/broken.json'),
      '{\n  "$schema": "../../schemas/list.schema.json",\n  "lists": { "x": { "description": "d", "items": [1] },\n  }\n}\n',
    );
    const problems = await problemsOf([dir]);
    expect(problems[0]).toBe(
      'lists/broken.json:3:55  /  JSON syntax error: trailing comma before "}". Fix: remove this comma (JSON allows no comma after the last item).',
    );
  });

  it('suppresses follow-on errors of a file that failed to parse', async () => {
    const dir = flowsCopy();
    // The texts file no longer parses: every page naming one of its keys would report "unknown text key".
    editText(dir, 'texts/savings.json', (text) => text.replace(/"\s*,\s*\n/, '"\n'));
    const problems = await problemsOf([dir]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^texts\/savings\.json:\d+:\d+ {2}\/ {2}JSON syntax error/);
    expect(problems[1]).toMatch(/checks of names, values and examples were skipped because .*texts\/savings\.json failed to parse/);
  });

  it('a single valid file checked alone gives no false errors (the rest of flows/ is its context)', async () => {
    const dir = flowsCopy();
    expect(await problemsOf([join(dir, 'journeys/card.json')], { context: dir })).toEqual([]);
    // Without the context the same file looks broken: that is what single-file mode used to print.
    expect((await problemsOf([join(dir, 'journeys/card.json')])).length).toBeGreaterThan(0);
  });

  it("single-file mode prints only the named file's problems", async () => {
    const dir = flowsCopy();
    editText(dir, 'journeys/savings.json', (text) => text.replace('"component": "Heading"', '"component": "Headng"'));
    const problems = await problemsOf([join(dir, 'journeys/card.json')], { context: dir });
    expect(problems).toEqual([]);
    const savings = await problemsOf([join(dir, 'journeys/savings.json')], { context: dir });
    expect(savings).toEqual([expect.stringMatching(/^journeys\/savings\.json:\d+:\d+ {2}\S+\/component {2}unknown component "Headng"/)]);
  });
});

describe('flows:check address settings', () => {
  it('refuses a setting address starting with //, which a browser reads as another site (it passed as "a path on our site")', async () => {
    const dir = flowsCopy();
    editText(dir, 'settings/plumbing.json', (text) => text.replace('"value": "/sales/digital/shop.html"', '"value": "//evil.example/x"'));
    const problems = (await problemsOf([dir])).join('\n');
    expect(problems).toMatch(
      /settings\/plumbing\.json:\d+:\d+ {2}\/settings\/cancelledCaseButtonUrl\/value {2}.*a path on our site starting with a single \/ \(an address starting with \/\/ names another site\)/,
    );
  });
});
