/**
 * Issue 19 items 7 and 9: a draft is re-checked by running only the check
 * units the edit reaches (studio/server/recheckPlan.ts), and that gives the
 * same problems as checking everything again. Read-only: no file is written.
 */
import { describe, expect, it } from 'vitest';
import { checkParsedFlows } from '../../tools/flowcheck/checkFlows.ts';
import { parseFlowText } from '../../tools/flowcheck/flowFile.ts';
import { repoPath } from '../../tools/repoPath.ts';
import { draftText, Workspace } from '../../studio/server/workspace.ts';

type Json = Record<string, unknown>;
type Table = { rows: (Json & { id: string; when?: unknown })[] };

const workspace = new Workspace(repoPath('.'));
await workspace.load();
workspace.current();

/** The draft checked incrementally and from scratch. */
function both(path: string, edit: (data: Json) => void) {
  const data = structuredClone(workspace.file(path)?.file.data) as Json;
  edit(data);
  const incremental = workspace.check(path, { data });
  const parsed = [...workspace.held()].map(([held, file]) => (held === path ? parseFlowText(path, draftText({ data })) : file));
  const full = checkParsedFlows(parsed, workspace.manifest, { tables: true });
  return { incremental, full };
}

describe('re-check of what an edit reaches', { timeout: 120_000 }, () => {
  it('a row moved above the row that covers it: "can never win", as a full check finds', () => {
    const { incremental, full } = both('flows/decisions/native-tab-bar.json', (data) => {
      const rows = (data as Table).rows;
      const fios = rows.findIndex((row) => row.id === 'fios');
      rows.splice(fios - 1, 0, ...rows.splice(fios, 1));
    });
    expect(typeof incremental.rechecked).toBe('number');
    expect(incremental.problems.map((problem) => problem.message)).toEqual(full.problems.map((problem) => problem.message));
    expect(incremental.problems.map((problem) => problem.message)).toContainEqual(
      expect.stringMatching(/row "fiosCompact" can never win: .* earlier row "fios"/),
    );
  });

  it('a decision result renamed: the pages and tables that read it are checked again', () => {
    const { incremental, full } = both('flows/decisions/sales-intend-type.json', (data) => {
      const rename = (result: Json) => {
        result.visible = result.shown;
        delete result.shown;
      };
      for (const row of (data as Table).rows) rename(row.result as Json);
      rename((data.default as Json).result as Json);
    });
    expect(incremental.problems).toEqual(full.problems);
    expect(full.problems).toContainEqual(
      expect.objectContaining({
        file: 'flows/journeys/checkout/expresscheckout.json',
        message: expect.stringMatching(/unknown fact "decisions.salesIntendType.shown"/),
      }),
    );
  });

  it('a setting given a wrong type, and a text key removed that pages show', () => {
    const setting = both('flows/settings/channels.json', (data) => {
      ((data.settings as Json).chatOverlayDelayMs as Json).value = '2s';
    });
    expect(setting.incremental.problems).toEqual(setting.full.problems);
    expect(setting.full.problems.some((problem) => problem.pointer.startsWith('/settings/chatOverlayDelayMs'))).toBe(true);
    const text = both('flows/texts/chat.json', (data) => {
      delete (data.texts as Json)['chat.open'];
    });
    expect(text.incremental.problems).toEqual(text.full.problems);
    expect(text.full.problems.length).toBeGreaterThan(0);
  });

  it('an unchanged draft finds what the held flows have: nothing', () => {
    const { incremental } = both('flows/errors/service-errors.json', () => undefined);
    expect(incremental.problems).toEqual([]);
  });
});
