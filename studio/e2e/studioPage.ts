import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { checkFlows } from '../../tools/flowcheck/checkFlows';
import { readRegistryManifest } from '../../tools/flowcheck/registryManifest';
import { compareCases } from '../../tools/qa/testgen/syncCases';

/** The copy the dev server serves and the studio edits (playwright.studio.config.ts). */
export const studioRoot = (): string => process.env.STUDIO_ROOT as string;

export const onDisk = (path: string): string => readFileSync(join(studioRoot(), path), 'utf8');

/**
 * Puts files of the copy back to the texts they had (path -> text) and waits until the studio's server holds them
 * again (its watcher reads a file changed on disk): a test that saves restores what it changed, so its retry, or a
 * repeat, starts from the same files as its first try.
 */
export async function restoreOnDisk(request: APIRequestContext, texts: Readonly<Record<string, string>>): Promise<void> {
  for (const [path, text] of Object.entries(texts)) {
    const served = async (): Promise<string | undefined> =>
      ((await (await request.get(`/__studio/api/file?path=${encodeURIComponent(path)}`)).json()) as { text?: string }).text;
    // writeFileSync empties the file before it writes it: a watcher that read it in between holds "" until the file
    // changes again (the CI run of session 40: es/plumbing.json served as "" for a minute, and the retry met it
    // empty). So the file is written again until the server holds it as written.
    await expect(async () => {
      if ((await served()) === text) return;
      writeFileSync(join(studioRoot(), path), text);
      throw new Error(`the studio's server does not hold ${path} as written yet`);
    }).toPass({ intervals: [500, 1000, 2000], timeout: 60_000 });
  }
}

/** Opens the studio and waits until the navigator has the flows. */
export async function openStudio(page: Page): Promise<void> {
  await page.goto('/studio/');
  await expect(page.getByRole('treeitem', { name: /Decision tables/ })).toBeVisible();
}

/** Finds an item by the navigator's search and opens it. */
export async function openBySearch(page: Page, query: string, item: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search by id, text or fact' }).fill(query);
  await page.getByRole('treeitem', { name: item, exact: true }).click();
  await expect(page.locator('#editor-title')).toContainText(item);
}

/** Opens a journey's inline page by the navigator's search: the tree's third level (a page of that name in another kind's group is not). */
export async function openJourneyPage(page: Page, name: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search by id, text or fact' }).fill(name);
  await page.getByRole('treeitem', { name, exact: true, level: 3 }).click();
  await expect(page.locator('#editor-title')).toContainText(name);
}

/**
 * The JSON tab of the open item (a kind with a typed editor opens on that editor): the entry shows selected and focused.
 * Exact: an open condition builder has its own "JSON Logic" tab.
 */
export async function showJson(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'JSON', exact: true }).click();
}

/** The settings file the JSON-typing tasks edit. */
export const channelsPath = 'flows/settings/channels.json';

/** Opens the chatOverlayDelayMs setting in the JSON tab; answers its file's text on disk before any edit. */
export async function openDelayJson(page: Page): Promise<string> {
  const before = onDisk(channelsPath);
  await openStudio(page);
  await openBySearch(page, 'chatOverlayDelayMs', 'chatOverlayDelayMs');
  await showJson(page);
  return before;
}

/**
 * After a save: the generated cases are up to date (GET /generated waits for
 * them), and the copy passes what `npm run flows:check` and
 * `npm run flows:tests -- --check` run, through the same functions.
 */
export async function expectCopyGreen(page: Page): Promise<void> {
  const generated = await page.request.get('/__studio/api/generated');
  expect(generated.ok()).toBe(true);
  const flowsDir = join(studioRoot(), 'flows');
  const { problems, flows } = await checkFlows([flowsDir], undefined, { tables: true });
  expect(problems).toEqual([]);
  const sync = await compareCases(flows, readRegistryManifest(), flowsDir, join(studioRoot(), 'e2e/generated'));
  expect(sync.drift).toEqual([]);
}

/** What git says changed in the copy. */
export const gitStatus = (): string => execFileSync('git', ['status', '--porcelain'], { cwd: studioRoot(), encoding: 'utf8' });
