import { afterEach, describe, expect, it, vi } from 'vitest';
import { editText, flowsCopy, problemsOf, removeFlowsCopies } from './flowsCopy.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Issue 21: mistakes an analyst made that flows:check once let through. Each
 * test makes the mistake on a copy of the real flows and asserts the located
 * message (`path:line:col  /json/pointer  message`).
 */
afterEach(removeFlowsCopies);
vi.setConfig({ testTimeout: 30_000 });

describe('addresses follow the Redirector rule (item 1)', () => {
  it('a redirect-table target on a host not on the allow-list', async () => {
    const dir = flowsCopy();
    editText(dir, 'redirects/cart-lock.json', (text) =>
      text.replace('"to": { "logic": { "cat": [{ "var": "url.basePath" }, "cartLocked.html"] } }', '"to": "https://evil.example/cartLocked.html"'),
    );
    const problems = await problemsOf([dir]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^redirects\/cart-lock\.json:24:\d+ {2}\/rows\/1\/to {2}redirect target "https:\/\/evil\.example\/cartLocked\.html" would be refused by the Redirector .*host evil\.example is not on the allow-list; row "redirectingChannel" of a redirect table has no allowHosts, so its allow-list is empty: only our own site\. Fix: use a path on our site starting with \//,
      ),
    ]);
  });

  it('an address on another host in a setting a redirect effect follows, reported at the setting', async () => {
    const dir = flowsCopy();
    editText(dir, 'settings/card.json', (text) =>
      text.replace('"value": "/digital/nsa/secure/ui/acct/overview"', '"value": "https://www.carrier.example/overview"'),
    );
    const problems = await problemsOf([dir]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^settings\/card\.json:6:\d+ {2}\/settings\/cardDashboardUrl\/value {2}address "https:\/\/www\.carrier\.example\/overview" would be refused by the Redirector .*host www\.carrier\.example is not on the allow-list\. It is a redirect target, and that redirect has no allowHosts/,
      ),
    ]);
  });

  it('a literal redirect target checked against the list its allowHosts names', async () => {
    const dir = flowsCopy();
    editText(dir, 'journeys/savings.json', (text) =>
      text.replace(
        '"redirect": { "fact": "answers.openBankApplication.customerInfo.postbackURL" }',
        '"redirect": { "logic": { "cat": ["https://apply.savingsbank.example.evil.example/open?id=", { "var": "answers.openBankApplication.customerInfo.postbackURL" }] } }',
      ),
    );
    const problems = await problemsOf([dir]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^journeys\/savings\.json:\d+:\d+ {2}\/pages\/\w+\/on\/APPLICATION_READY\/0\/effects\/0\/redirect {2}.*host apply\.savingsbank\.example\.evil\.example is not on the allow-list; this redirect effect uses the allow-list lists\.savingsBankHosts \(savingsbank\.example\)/,
      ),
    ]);
  });
});

describe('duplicate keys (item 3)', () => {
  it('a text key written twice in one texts file names both places', async () => {
    const dir = flowsCopy();
    editText(dir, 'texts/sales.json', (text) =>
      text.replace('"sales.wishlist.heading": "Your Favorites",', '"sales.wishlist.heading": "Your Favorites",\n    "sales.wishlist.heading": "Favorites",'),
    );
    // The line of the first one in the real file (texts are added above it over time), the copy one below it.
    const first =
      readFileSync(join(dir, 'texts/sales.json'), 'utf8')
        .split('\n')
        .findIndex((line) => line.includes('"sales.wishlist.heading"')) + 1;
    const problems = await problemsOf([dir]);
    expect(problems[0]).toBe(
      `texts/sales.json:${first + 1}:5  /texts/sales.wishlist.heading  "sales.wishlist.heading" is written twice in the same object: first at line ${first}, column 5, again here. JSON keeps only the last one, so the first is silently lost. Fix: remove one of them, or give one another name.`,
    );
  });
});

describe('syntax errors in words, where the analyst must look (item 4)', () => {
  it('an object left open is named by the line that opened it, not a parser code', async () => {
    const dir = flowsCopy();
    editText(dir, 'redirects/cart-lock.json', (text) =>
      text.replace(
        '"when": {\n        "and": [{ "var": "cartLock.locked" }, { "==": [{ "var": "cartLock.lockedChannelID" }, "VZW-CHAT"] }]\n      },',
        '"when": {\n        "and": [{ "var": "cartLock.locked" }, { "==": [{ "var": "cartLock.lockedChannelID" }, "VZW-CHAT"] }]\n',
      ),
    );
    const problems = await problemsOf([dir]);
    expect(problems[0]).toBe(
      'redirects/cart-lock.json:9:15  /  JSON syntax error: the object opened at line 9 is never closed. Fix: add its closing } where the object ends, indented like this line.',
    );
    expect(problems.join('\n')).not.toMatch(/Expected|InvalidSymbol/);
  });

  it('a file cut short names the object left open at its first line', async () => {
    const dir = flowsCopy();
    editText(dir, 'redirects/cart-lock.json', (text) => text.trimEnd().replace(/\}$/, ''));
    const problems = await problemsOf([dir]);
    expect(problems[0]).toMatch(/^redirects\/cart-lock\.json:1:1 {2}\/ {2}JSON syntax error: the object opened at line 1 is never closed\./);
  });

  it('other syntax errors are said in words', async () => {
    const dir = flowsCopy();
    editText(dir, 'redirects/cart-lock.json', (text) => text.replace('"id": "cartLock"', '"id" "cartLock"'));
    const problems = await problemsOf([dir]);
    expect(problems[0]).toMatch(/^redirects\/cart-lock\.json:3:\d+ {2}\/ {2}JSON syntax error: a colon \(:\) was expected after the property name\. Fix:/);
  });
});

describe('messages at the right place (item 4)', () => {
  it('a fragment used without a parameter it needs is blamed at the use only', async () => {
    const dir = flowsCopy();
    editText(dir, 'journeys/plans/recommendedplan.json', (text) =>
      text.replace(
        '"params": { "status": "calls.catalogue.status", "held": "calls.catalogue.loaderHeld" }',
        '"params": { "status": "calls.catalogue.status" }',
      ),
    );
    const problems = await problemsOf([dir]);
    expect(problems).toEqual([
      expect.stringMatching(/^journeys\/plans\/recommendedplan\.json:\d+:\d+ {2}\/body\/2\/params {2}fragment "loader" needs parameter "held" /),
    ]);
  });

  it('a schema mistake in a table row names the row by its id', async () => {
    const dir = flowsCopy();
    editText(dir, 'redirects/cart-lock.json', (text) =>
      text.replace(',\n      "examples": [{ "facts": { "cartLock": { "locked": true, "lockedChannelID": "VZW-CHAT" } } }]', ''),
    );
    const problems = await problemsOf([dir]);
    expect(problems[0]).toMatch(
      /^redirects\/cart-lock\.json:6:5 {2}\/rows\/0 {2}row "chatRepresentative": missing required property "examples"\. Fix: add it\.$/,
    );
  });

  it('an example left to a switch default names the switch when the default changes', async () => {
    const dir = flowsCopy();
    editText(dir, 'decisions/chat-check.json', (text) =>
      text.replace(
        '"user": { "signedIn": true, "prospect": false },\n            "switches": { "FF_LIVE_PERSON_CHAT": true },\n            "url": { "pageName": "expresscart" }',
        '"user": { "signedIn": true, "prospect": false },\n            "url": { "pageName": "expresscart" }',
      ),
    );
    expect(await problemsOf([dir])).toEqual([]);
    editText(dir, 'switches/channels.json', (text) => text.replace(/("FF_LIVE_PERSON_CHAT": \{[^}]*"default": )true/, '$1false'));
    const problems = await problemsOf([dir]);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^decisions\/chat-check\.json:\d+:\d+ {2}\/rows\/2\/examples\/0 {2}example "signed in on the cart" lands on row "flagOff", not on its own row "signedIn"\. .* The example does not set switches\.FF_LIVE_PERSON_CHAT \(default false\), so it reads the default from flows\/switches/,
      ),
    );
  });
});

describe('tables that fill a fact read only the settled facts (session 27)', () => {
  it('a read of ui.* in the device class table is refused at the row, with the fix', async () => {
    const dir = flowsCopy();
    editText(dir, 'decisions/device-type.json', (text) =>
      text.replace('{ "containsAny": [{ "lower": { "var": "device.userAgent" } }, ["ipad", "tablet"]] }', '{ "var": "ui.tabletChosen" }'),
    );
    const problems = await problemsOf([dir]);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^decisions\/device-type\.json:\d+:\d+ {2}\/rows\/0\/when\/or\/0 {2}"ui\.tabletChosen" cannot be read here: table "deviceType" fills the fact device\.type, .*Fix: read a fact other than ui\.\* and calls\.\*/,
      ),
    );
  });

  it('so is a read of calls.*, while a table that fills no fact reads them as before (card-application.json)', async () => {
    const dir = flowsCopy();
    editText(dir, 'decisions/device-type.json', (text) =>
      text.replace('{ "containsAny": [{ "lower": { "var": "device.userAgent" } }, ["ipad", "tablet"]] }', '{ "var": "calls.getCart.status" }'),
    );
    const problems = await problemsOf([dir]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/\/rows\/0\/when\/or\/0 {2}"calls\.getCart\.status" cannot be read here: table "deviceType" fills the fact device\.type/);
  });
  it('also through a fact reference in a result, a missing check, and the whole facts (review, session 27)', async () => {
    const dir = flowsCopy();
    editText(dir, 'decisions/prospect-flow.json', (text) =>
      text
        .replace('"result": { "prospectFlow": true }', '"result": { "prospectFlow": { "fact": "ui.prospectChosen" } }')
        .replace('{ "!": { "var": "user.signedIn" } }', '{ "!": { "missing": ["calls.getCart.status"] } }')
        .replace('{ "var": "switches.NSA_REDIRECT_TH_PROSPECT" }', '{ "var": "" }'),
    );
    const problems = await problemsOf([dir]);
    expect(problems).toContainEqual(
      expect.stringMatching(
        /\/rows\/0\/result\/prospectFlow\/fact {2}"ui\.prospectChosen" cannot be read here: table "prospectFlow" fills the fact user\.prospectFlow/,
      ),
    );
    expect(problems).toContainEqual(expect.stringMatching(/\/rows\/0\/when\/and\/0\/! {2}"calls\.getCart\.status" cannot be read here: table "prospectFlow"/));
    expect(problems).toContainEqual(
      expect.stringMatching(
        /\/rows\/0\/when\/and\/1\/or\/1 {2}the whole facts \(""\) cannot be read here: this place may not read decisions\.\*, ui\.\*, calls\.\*/,
      ),
    );
  });
});
