// @vitest-environment jsdom
/**
 * docs/requirements.md "Languages" (each key written once per language): a
 * table's text field gives a changed Spanish text to the Spanish file that
 * already writes the key, as the texts editor and the pages view do
 * (spanishFileFor), not a second copy in the twin, which flows:check refuses.
 * A key no Spanish file writes yet goes to the twin. The API is answered by MSW.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { textCompanions } from '../../../studio/client/tables/textSaving.ts';
import type { NavItem } from '../../../studio/shared/api.ts';

const api = `${window.location.origin}/__studio/api`;
const textsItem = (file: string, keys: string[]): NavItem => ({
  key: file,
  kind: 'texts',
  name: file.replace(/^flows\/texts\//, '').replace(/\.json$/, ''),
  file,
  pointer: '',
  children: keys.map((key) => ({ key: `${file}#/texts/${key}`, kind: 'texts', name: key, file, pointer: `/texts/${key}` })),
});
const items = [
  textsItem('flows/texts/plumbing.json', ['plumbing.cancelledCase', 'plumbing.outOfStock']),
  textsItem('flows/texts/es/plumbing.json', ['plumbing.outOfStock']),
  textsItem('flows/texts/es/common.json', ['plumbing.cancelledCase']),
];
const server = setupServer(http.get(`${api}/items`, () => HttpResponse.json({ items })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// The context's translationFiles.es: the Spanish of plumbing.cancelledCase is written in es/common.json, not the twin.
const spanishFiles = { 'plumbing.cancelledCase': 'flows/texts/es/common.json', 'plumbing.outOfStock': 'flows/texts/es/plumbing.json' };

it("gives a changed Spanish text to the Spanish file that holds the key, beside the English text's file", async () => {
  expect(await textCompanions('plumbing.cancelledCase', 'We cancelled this request.', 'Cancelamos esta solicitud.', spanishFiles)).toEqual([
    { path: 'flows/texts/plumbing.json', texts: { 'plumbing.cancelledCase': 'We cancelled this request.' } },
    { path: 'flows/texts/es/common.json', texts: { 'plumbing.cancelledCase': 'Cancelamos esta solicitud.' } },
  ]);
});

it("gives a new key's Spanish to the twin of the English file when no Spanish file holds it; the English alone when only it changed", async () => {
  expect(await textCompanions('plumbing.accountLocked', 'Your account is locked.', 'Tu cuenta está bloqueada.', spanishFiles)).toEqual([
    { path: 'flows/texts/plumbing.json', texts: { 'plumbing.accountLocked': 'Your account is locked.' } },
    { path: 'flows/texts/es/plumbing.json', texts: { 'plumbing.accountLocked': 'Tu cuenta está bloqueada.' } },
  ]);
  expect(await textCompanions('plumbing.outOfStock', 'Out of stock.', undefined, spanishFiles)).toEqual([
    { path: 'flows/texts/plumbing.json', texts: { 'plumbing.outOfStock': 'Out of stock.' } },
  ]);
});
