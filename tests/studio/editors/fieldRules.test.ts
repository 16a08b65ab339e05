import { describe, expect, it } from 'vitest';
import { addressProblem } from '../../../studio/client/editors/fields/addressRule.ts';
import { hostItem, plainItem } from '../../../studio/client/editors/fields/itemRules.ts';
import { parseNumber } from '../../../studio/client/editors/fields/parseNumber.ts';
import { newKeyProblem, textParams } from '../../../studio/client/editors/texts/textKeys.ts';

/** A delay's rule as settingTypes.ts reads it from schemas/settings.schema.json ($defs milliseconds). */
const ms = { integer: true, minimum: 0, unit: 'milliseconds', title: 'a number of milliseconds', example: 2000 };

describe('parseNumber (settings typed by schemas/settings.schema.json)', () => {
  it('reads a whole number of milliseconds', () => {
    expect(parseNumber(' 2000 ', ms)).toEqual({ ok: true, value: 2000 });
  });

  it('refuses "2s" and says the number to write instead', () => {
    expect(parseNumber('2s', ms)).toEqual({ ok: false, message: 'Write milliseconds as a plain number: "2s" is 2000. Units such as "s" are not read.' });
    expect(parseNumber('1.5 seconds', ms)).toMatchObject({ ok: false, message: expect.stringContaining('is 1500') });
  });

  it('refuses words, decimals and values out of the declared bounds, in words', () => {
    expect(parseNumber('soon', ms)).toEqual({ ok: false, message: '"soon" is not a number. Enter a whole number of milliseconds, e.g. 2000 for 2 seconds.' });
    expect(parseNumber('2.5', ms)).toEqual({ ok: false, message: 'Enter a whole number of milliseconds, without decimals.' });
    expect(parseNumber('-1', ms)).toEqual({ ok: false, message: 'Enter 0 or more.' });
    expect(parseNumber('25', { integer: true, minimum: 0, maximum: 24, unit: 'hours' })).toEqual({ ok: false, message: 'Enter 24 or less.' });
    expect(parseNumber('', ms)).toEqual({ ok: false, message: 'Enter a whole number of milliseconds.' });
  });

  it('takes decimals where the schema says number (a rating)', () => {
    expect(parseNumber('4.1', { integer: false, minimum: 0, maximum: 5, unit: 'stars' })).toEqual({ ok: true, value: 4.1 });
  });
});

describe('addressProblem (the Redirector rule, src/runtime/urlSafety.ts)', () => {
  const bank = { id: 'cardBankHosts', hosts: ['cardbank.example'] };

  it('passes a path on our site and an https host on the allow-list (or below it)', () => {
    expect(addressProblem('/signin/', bank)).toBeNull();
    expect(addressProblem('https://apply.cardbank.example/start', bank)).toBeNull();
  });

  it('refuses http:// with or without an allow-list', () => {
    expect(addressProblem('http://cardbank.example/', bank)).toMatch(/is refused: addresses on other sites must start with https:\/\//);
    expect(addressProblem('http://www.example.com/', null)).toMatch(/must start with https:\/\//);
  });

  it('refuses a host not on the list, naming the list and its hosts, and never by substring', () => {
    expect(addressProblem('https://evil.example/?cardbank.example', bank)).toBe(
      '"https://evil.example/?cardbank.example" is refused (host evil.example is not on the allow-list; checked against the list "cardBankHosts", hosts: cardbank.example). Add the host to that list in flows/lists/ first, or use a path on our site.',
    );
    expect(addressProblem('https://user@cardbank.example/', bank)).toMatch(/credentials/);
  });

  it('refuses //host and /\\host, which a browser reads as another site, with or without an allow-list (QA: "//evil.example/x" was "Checked: no problems.")', () => {
    expect(addressProblem('//evil.example/x', null)).toBe(
      '"//evil.example/x" names another site, not a path on ours (a browser reads an address starting with // as https://evil.example/x). Write https://host/path, or a path on our site starting with a single /.',
    );
    expect(addressProblem('/\\evil.example/x', bank)).toMatch(/names another site/);
    expect(addressProblem('/', null)).toBeNull();
  });

  it('refuses what is not an address at all', () => {
    expect(addressProblem('shop.html', null)).toMatch(/is not an address the storefront follows/);
    expect(addressProblem(' ', null)).toMatch(/^Enter an address/);
  });
});

describe('list entries', () => {
  it('are unique', () => {
    expect(plainItem(false)('a', ['a', 'b'])).toEqual({ ok: false, message: '"a" is already in the list (each entry once).' });
    expect(plainItem(true)('15412', [15400])).toEqual({ ok: true, value: 15412 });
    expect(plainItem(true)('abc', [15400])).toMatchObject({ ok: false });
  });

  it('of host lists are host names, not addresses', () => {
    expect(hostItem('https://bank.example/path', [])).toEqual({
      ok: false,
      message: 'Write the host name only: "bank.example", without "https://" or a path.',
    });
    expect(hostItem('Bank.Example', [])).toEqual({ ok: true, value: 'bank.example' });
    expect(hostItem('bank example', [])).toMatchObject({ ok: false });
  });
});

describe('text keys and parameters', () => {
  it('finds each placeholder once, as fillText reads them', () => {
    expect(textParams('{count} items, {count} in {place}')).toEqual(['count', 'place']);
  });

  it('refuses a key written twice, here or in another texts file', () => {
    const all = { 'common.goBack': 'flows/texts/common.json', 'sales.cart.heading': 'flows/texts/sales.json' };
    expect(newKeyProblem('common.goBack', 'flows/texts/common.json', ['common.goBack'], all)).toMatch(/already written in this file/);
    expect(newKeyProblem('sales.cart.heading', 'flows/texts/common.json', ['common.goBack'], all)).toBe(
      '"sales.cart.heading" is already written in flows/texts/sales.json. Each key is written once in flows/texts/: edit it there, or choose another key.',
    );
    expect(newKeyProblem('Heading', 'flows/texts/common.json', [], all)).toMatch(/is not a text key/);
    expect(newKeyProblem('common.newThing', 'flows/texts/common.json', ['common.goBack'], all)).toBeNull();
  });
});
