/**
 * The studio reuses flows:check (studio/server/workspace.ts): a Spanish text edited in the texts editor so that the
 * accessible name no longer holds the words shown (WCAG 2.5.3 Label in Name, tools/flowcheck/labelInNameCheck.ts)
 * is a problem at that text as the analyst types, the same one a full check finds. Read-only: no file is written.
 */
import { describe, expect, it } from 'vitest';
import { checkParsedFlows } from '../../tools/flowcheck/checkFlows.ts';
import { parseFlowText } from '../../tools/flowcheck/flowFile.ts';
import { repoPath } from '../../tools/repoPath.ts';
import { draftText, studioProblems, Workspace } from '../../studio/server/workspace.ts';

const workspace = new Workspace(repoPath('.'));
await workspace.load();
workspace.current();

describe('studio: Label in Name', { timeout: 120_000 }, () => {
  it('a Spanish name that drops the words shown is a problem at that text, as a full check finds', () => {
    const path = 'flows/texts/es/sales.json';
    const data = structuredClone(workspace.file(path)?.file.data) as { texts: Record<string, string> };
    data.texts['sales.cart.remove'] = 'Quitar {name}';
    const problems = studioProblems(workspace.check(path, { data }));
    const parsed = [...workspace.held()].map(([held, file]) => (held === path ? parseFlowText(path, draftText({ data })) : file));
    expect(problems).toEqual(studioProblems(checkParsedFlows(parsed, workspace.manifest, { tables: true })));
    expect(problems.filter((problem) => problem.pointer === '/texts/sales.cart.remove')).toEqual([
      expect.objectContaining({
        file: path,
        message: expect.stringMatching(
          /^the Spanish accessible name "Quitar \{name\}" \(text "sales\.cart\.remove"\) does not contain the words shown, "Eliminar" .*Label in Name.* Fix: start the name with the words shown: "Eliminar: \{name\}"/,
        ),
      }),
    ]);
  });
});
