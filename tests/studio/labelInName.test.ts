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

  it('a pairing a fragment writes is a problem at the fragment, where the studio shows it with that file open', () => {
    // The accessory interstitial's grid moved into a new fragment whose name text is "Added to your cart." (no "Add to cart").
    const pagePath = 'flows/journeys/shop/accessoryInterstitial.json';
    const fragmentPath = 'flows/fragments/accessoryAdd.json';
    const page = structuredClone(workspace.file(pagePath)?.file.data) as { body: { component?: string; props?: Record<string, unknown> }[] };
    const index = page.body.findIndex((node) => node.component === 'AccessoryGrid');
    const grid = page.body[index] as { props: Record<string, unknown> };
    page.body[index] = { fragment: 'accessoryAdd' } as never;
    const fragment = {
      $schema: '../../schemas/fragment.schema.json',
      id: 'accessoryAdd',
      description: 'The accessories to add.',
      nodes: [{ ...grid, props: { ...grid.props, addLabel: { text: 'sales.accessories.added' } } }],
    };
    const problems = studioProblems(workspace.check(fragmentPath, { data: fragment }, [{ path: pagePath, draft: { data: page } }]));
    expect(problems.filter((problem) => problem.message.includes('Label in Name'))).toEqual([
      expect.objectContaining({
        file: fragmentPath,
        pointer: '/nodes/0/props/addLabel',
        message: expect.stringMatching(
          /^the English accessible name "Added to your cart\." \(text "sales\.accessories\.added", in flows\/texts\/sales\.json\) does not contain the words shown, "Add to cart" .* in fragment accessoryAdd, on page shop\.accessoryInterstitial\./,
        ),
      }),
      expect.objectContaining({
        file: fragmentPath,
        pointer: '/nodes/0/props/addLabel',
        message: expect.stringMatching(
          /^the Spanish accessible name "Se agregó a tu carrito\." \(text "sales\.accessories\.added", in flows\/texts\/es\/sales\.json\)/,
        ),
      }),
    ]);
  });
});
