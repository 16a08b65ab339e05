// @vitest-environment jsdom
/**
 * Issue 19 item 7 with docs/requirements.md "Languages": a draft that owes
 * another file texts (a new English text's Spanish words) is checked and
 * saved with that file as one change, and undone with it. The API is
 * answered by MSW.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useFileSession } from '../../studio/client/shell/useFileSession.ts';
import type { CheckRequest, FileAnswer, SaveRequest } from '../../studio/shared/api.ts';

const api = `${window.location.origin}/__studio/api`;
const english: FileAnswer = {
  path: 'flows/texts/savings.json',
  kind: 'texts',
  text: '{}\n',
  data: { $schema: '../../schemas/texts.schema.json', texts: { 'savings.heading': 'Savings' } },
  hash: 'english-hash',
  problems: [],
};
const spanish: FileAnswer = {
  path: 'flows/texts/es/savings.json',
  kind: 'texts',
  text: '{}\n',
  data: { $schema: '../../../schemas/texts.schema.json', locale: 'es', texts: { 'savings.heading': 'Ahorros' } },
  hash: 'spanish-hash',
  problems: [],
};
const checks: CheckRequest[] = [];
const saves: SaveRequest[] = [];

const server = setupServer(
  http.get(`${api}/file`, ({ request }) => HttpResponse.json(new URL(request.url).searchParams.get('path') === spanish.path ? spanish : english)),
  http.post(`${api}/check`, async ({ request }) => {
    const body = (await request.json()) as CheckRequest;
    checks.push(body);
    // As flows:check says it: a new English text without its Spanish words is a problem in the English file.
    const spanishTexts = (body.companions?.[0]?.draft as { texts?: Record<string, string> } | undefined)?.texts ?? {};
    const missing = Object.keys((body.draft as { texts: Record<string, string> }).texts).filter((key) => !(key in spanishTexts) && key !== 'savings.heading');
    const problems = missing.map((key) => ({
      file: body.path,
      line: 3,
      column: 5,
      pointer: `/texts/${key}`,
      message: `text "${key}" has no "es" translation.`,
    }));
    return HttpResponse.json({ path: body.path, problems, ms: 2 });
  }),
  http.post(`${api}/save`, async ({ request }) => {
    const body = (await request.json()) as SaveRequest;
    saves.push(body);
    return HttpResponse.json({ status: 'saved', path: body.path, text: JSON.stringify(body.draft), hash: 'after', problems: [], generating: true, ms: 4 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  checks.length = 0;
  saves.length = 0;
});
afterAll(() => server.close());

const added = { ...(english.data as object), texts: { 'savings.heading': 'Savings', 'savings.locked': 'Locked' } };
const companion = { path: spanish.path, texts: { 'savings.locked': 'Bloqueada' } };

describe('a draft checked again', () => {
  it('when other files were saved (the context reloaded), without another edit', async () => {
    const { result, rerender } = renderHook(({ version }) => useFileSession(english, () => {}, version), { initialProps: { version: {} } });
    act(() => result.current.change(added));
    await waitFor(() => expect(checks).toHaveLength(1));
    await waitFor(() => expect(result.current.problems).toHaveLength(1));
    rerender({ version: {} });
    await waitFor(() => expect(checks).toHaveLength(2));
    // Nothing was edited: the draft sent is the same.
    expect(checks[1]?.draft).toEqual(added);
  });
});

describe('a draft with companion texts', () => {
  it('is checked with the Spanish file as it will be, and undone with it', async () => {
    const { result } = renderHook(() => useFileSession(english, () => {}));
    act(() => result.current.change(added, [companion]));
    expect(result.current.companions).toEqual([companion]);
    await waitFor(() => expect(checks).toHaveLength(1));
    expect(checks[0]?.companions).toEqual([
      { path: spanish.path, draft: { ...(spanish.data as object), texts: { 'savings.heading': 'Ahorros', 'savings.locked': 'Bloqueada' } } },
    ]);
    await waitFor(() => expect(result.current.checking).toBe(false));
    expect(result.current.problems).toEqual([]);
    act(() => result.current.undo());
    expect(result.current.companions).toEqual([]);
    expect(result.current.dirty).toBe(false);
  });

  it('is saved with the Spanish file, named by its hash on disk, and owes nothing after', async () => {
    const { result } = renderHook(() => useFileSession(english, () => {}));
    act(() => result.current.change(added, [companion]));
    await act(() => result.current.save());
    expect(saves).toEqual([
      {
        path: english.path,
        draft: added,
        baseHash: 'english-hash',
        companions: [
          {
            path: spanish.path,
            draft: { ...(spanish.data as object), texts: { 'savings.heading': 'Ahorros', 'savings.locked': 'Bloqueada' } },
            baseHash: 'spanish-hash',
          },
        ],
      },
    ]);
    expect(result.current.status).toBe('Saved flows/texts/savings.json and flows/texts/es/savings.json.');
    expect(result.current.companions).toEqual([]);
    expect(result.current.dirty).toBe(false);
  });

  it('a text removed is taken out of the Spanish file too, in the same save', async () => {
    const { result } = renderHook(() => useFileSession(english, () => {}));
    const removed = { ...(english.data as object), texts: {} };
    act(() => result.current.change(removed, [{ path: spanish.path, texts: { 'savings.heading': null } }]));
    await waitFor(() => expect(checks).toHaveLength(1));
    expect(checks[0]?.companions).toEqual([{ path: spanish.path, draft: { ...(spanish.data as object), texts: {} } }]);
    await act(() => result.current.save());
    expect(saves).toEqual([
      {
        path: english.path,
        draft: removed,
        baseHash: 'english-hash',
        companions: [{ path: spanish.path, draft: { ...(spanish.data as object), texts: {} }, baseHash: 'spanish-hash' }],
      },
    ]);
  });

  it('after a save, Undo gives the Spanish file back its words from before the save, to be saved again', async () => {
    const { result } = renderHook(() => useFileSession(english, () => {}));
    // Spanish typed beside the English and the field left: the English draft is unchanged.
    act(() => result.current.change({ ...(english.data as object) }, [{ path: spanish.path, texts: { 'savings.heading': 'Ahorro' } }]));
    await act(() => result.current.save());
    expect(result.current.dirty).toBe(false);
    act(() => result.current.undo());
    expect(result.current.companions).toEqual([{ path: spanish.path, texts: { 'savings.heading': 'Ahorros' } }]);
    expect(result.current.dirty).toBe(true);
    await act(() => result.current.save());
    expect(saves[1]?.companions?.[0]?.draft).toEqual({ ...(spanish.data as object), texts: { 'savings.heading': 'Ahorros' } });
  });

  it('what a save wrote stays shown until the context is read again, and stays if that read fails', async () => {
    const version = {};
    const { result, rerender } = renderHook(({ version }) => useFileSession(english, () => {}, version), { initialProps: { version } });
    const typed = [{ path: spanish.path, texts: { 'savings.heading': 'Ahorro' } }];
    act(() => result.current.change({ ...(english.data as object) }, typed));
    await act(() => result.current.save());
    expect(result.current.companions).toEqual([]);
    // No context read yet (or it failed): the saved words are still what the editor shows.
    expect(result.current.shownCompanions).toEqual(typed);
    rerender({ version });
    expect(result.current.shownCompanions).toEqual(typed);
    // The context read again holds them: the editor shows them from there.
    rerender({ version: {} });
    expect(result.current.shownCompanions).toEqual([]);
  });
});
