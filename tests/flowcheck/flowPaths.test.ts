// @vitest-environment node
/**
 * The flow files a check reads (tools/flowcheck/flowFile.ts collectFlowPaths): every JSON file under the folders
 * named, sorted, a file named as itself. Listed synchronously since session 37 (issue 20 item 4: the promise per
 * file cost flows:check about 0.03 s of CPU); the list is what the stat of each entry gave before (this test passes on both).
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectFlowPaths } from '../../tools/flowcheck/flowFile.ts';

const root = mkdtempSync(join(tmpdir(), 'flow-paths-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('collectFlowPaths', () => {
  it('lists the JSON files under folders (nested; a linked one only when named *.json), sorted, once each, and a file named as itself', async () => {
    const flows = join(root, 'flows');
    for (const folder of ['journeys/shop', 'texts/es', 'elsewhere']) mkdirSync(join(flows, folder), { recursive: true });
    for (const file of [
      'texts/sales.json',
      'texts/es/sales.json',
      'journeys/shop.json',
      'journeys/shop/pdp.json',
      'journeys/notes.md',
      'elsewhere/linked.json',
    ])
      writeFileSync(join(flows, file), '{}');
    symlinkSync(join(flows, 'elsewhere'), join(flows, 'journeys/link'));
    symlinkSync(join(flows, 'elsewhere'), join(flows, 'journeys/linked.json'));
    mkdirSync(join(flows, 'lists.json'));
    writeFileSync(join(flows, 'lists.json/inside.json'), '{}');

    expect(
      (await collectFlowPaths([join(flows, 'journeys'), join(flows, 'texts'), join(flows, 'texts/sales.json')])).map((path) => path.slice(flows.length + 1)),
    ).toEqual(['journeys/linked.json/linked.json', 'journeys/shop.json', 'journeys/shop/pdp.json', 'texts/es/sales.json', 'texts/sales.json']);
    expect((await collectFlowPaths([join(flows, 'lists.json')])).map((path) => path.slice(flows.length + 1))).toEqual(['lists.json/inside.json']);
  });
});
