/**
 * docs/requirements.md "Languages", the studio's side (README "In the flow
 * studio", texts): GET /context says which Spanish file writes each Spanish
 * key, so the texts editor shows and saves a key's words where they live (not
 * always in the English file's twin); and a project with no Spanish file has
 * no Spanish in its context, so the studio asks none, as flows:check then
 * checks none. Each against a temp copy of the project (projectCopy.ts).
 */
import { createServer } from 'node:http';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createStudioApi } from '../../studio/server/api.ts';
import { Workspace } from '../../studio/server/workspace.ts';
import type { ContextAnswer } from '../../studio/shared/api.ts';
import { projectCopy } from './projectCopy.ts';

const copies: { remove: () => void }[] = [];
afterAll(() => copies.forEach((copy) => copy.remove()));

/** The copy's workspace, and its GET /context as the studio's server answers it. */
async function studioOn(root: string): Promise<{ workspace: Workspace; context: ContextAnswer }> {
  const workspace = new Workspace(root);
  await workspace.load();
  const api = createStudioApi(workspace, async () => []);
  const server = createServer((request, response) => void api.handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  try {
    const response = await fetch(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/__studio/api/context`);
    return { workspace, context: (await response.json()) as ContextAnswer };
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

const editTexts = (root: string, path: string, change: (texts: Record<string, string>) => void): void => {
  const file = JSON.parse(readFileSync(join(root, path), 'utf8')) as { texts: Record<string, string> };
  change(file.texts);
  writeFileSync(join(root, path), `${JSON.stringify(file, null, 2)}\n`);
};

it('names the Spanish file that writes each key, another than the twin too', { timeout: 180_000 }, async () => {
  const copy = projectCopy();
  copies.push(copy);
  // savings.faqLink's Spanish moves from the savings twin to the common Spanish file: flows:check accepts that.
  let words = '';
  editTexts(copy.root, 'flows/texts/es/savings.json', (texts) => {
    words = texts['savings.faqLink'] as string;
    delete texts['savings.faqLink'];
  });
  editTexts(copy.root, 'flows/texts/es/common.json', (texts) => {
    texts['savings.faqLink'] = words;
  });
  const { workspace, context } = await studioOn(copy.root);
  expect(workspace.current().problems).toEqual([]);
  expect(context.translationFiles.es?.['savings.faqLink']).toBe('flows/texts/es/common.json');
  expect(context.translationFiles.es?.['savings.heading']).toBe('flows/texts/es/savings.json');
});

it('has no Spanish in the context of a project with no Spanish file, where flows:check checks none', { timeout: 180_000 }, async () => {
  const copy = projectCopy();
  copies.push(copy);
  rmSync(join(copy.root, 'flows/texts/es'), { recursive: true });
  const { workspace, context } = await studioOn(copy.root);
  expect(workspace.current().problems).toEqual([]);
  expect(context.translationFiles).toEqual({});
  expect((context.flows as { translations?: unknown }).translations).toBeUndefined();
});
