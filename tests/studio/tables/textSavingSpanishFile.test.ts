// @vitest-environment jsdom
/**
 * docs/requirements.md "Languages" (each key written once per language): a
 * table's text field saves a changed Spanish text in the Spanish file that
 * already writes the key, as the texts editor and the pages view do
 * (spanishFileFor), not a second copy in the twin, which flows:check refuses.
 * A key no Spanish file writes yet goes to the twin. The API is answered by MSW.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { saveText } from '../../../studio/client/tables/textSaving.ts';
import type { FileAnswer, NavItem, SaveRequest } from '../../../studio/shared/api.ts';

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
const fileOf = (path: string): FileAnswer => ({ path, kind: 'texts', text: '{}\n', data: { texts: {} }, hash: `hash of ${path}`, problems: [] });
const saves: SaveRequest[] = [];
const server = setupServer(
  http.get(`${api}/items`, () => HttpResponse.json({ items })),
  http.get(`${api}/file`, ({ request }) => HttpResponse.json(fileOf(new URL(request.url).searchParams.get('path') ?? ''))),
  http.post(`${api}/save`, async ({ request }) => {
    const body = (await request.json()) as SaveRequest;
    saves.push(body);
    return HttpResponse.json({ status: 'saved', path: body.path, text: '{}', hash: 'after', problems: [], generating: true, ms: 1 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  saves.length = 0;
});
afterAll(() => server.close());

// The context's translationFiles.es: the Spanish of plumbing.cancelledCase is written in es/common.json, not the twin.
const spanishFiles = { 'plumbing.cancelledCase': 'flows/texts/es/common.json', 'plumbing.outOfStock': 'flows/texts/es/plumbing.json' };

it("writes a changed Spanish text to the Spanish file that holds the key, in the English text's save", async () => {
  const saved = await saveText('plumbing.cancelledCase', 'We cancelled this request.', 'Cancelamos esta solicitud.', spanishFiles);
  expect(saved).toEqual({ file: 'flows/texts/plumbing.json', problem: null });
  expect(saves).toHaveLength(1);
  expect(saves[0]?.path).toBe('flows/texts/plumbing.json');
  expect(saves[0]?.companions).toEqual([
    {
      path: 'flows/texts/es/common.json',
      draft: { texts: { 'plumbing.cancelledCase': 'Cancelamos esta solicitud.' } },
      baseHash: 'hash of flows/texts/es/common.json',
    },
  ]);
});

it("writes a new key's Spanish to the twin of the English file when no Spanish file holds it", async () => {
  await saveText('plumbing.accountLocked', 'Your account is locked.', 'Tu cuenta está bloqueada.', spanishFiles);
  expect(saves[0]?.companions?.map((companion) => companion.path)).toEqual(['flows/texts/es/plumbing.json']);
});
