/**
 * Issue 19 item 9, save to preview within a second: after a studio save the
 * dev server's storefront takes the flows the studio holds, already checked
 * (Workspace.flowsInSync), through the flows plugin's `held` option, instead
 * of reading and checking the whole tree again. Held flows are taken only
 * while they are exactly what is on disk; anything else falls back to the
 * full check.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FlowSet } from '../../src/model/flowSet.ts';
import { checkFlows } from '../../tools/flowcheck/checkFlows.ts';
import { formatFlowJson } from '../../tools/format/compactJson.ts';
import { flowsPlugin } from '../../tools/vite/flowsPlugin.ts';
import { Workspace } from '../../studio/server/workspace.ts';
import { projectCopy } from './projectCopy.ts';

const project = projectCopy();
afterAll(() => project.remove());
const workspace = new Workspace(project.root);
await workspace.load();
const switches = 'flows/switches/channels.json';

/** The flows plugin in a dev server (configureServer ran), asked for its module as Vite does. */
async function flowsModule(held: () => Promise<{ flows: FlowSet; files: string[] } | null>): Promise<{ code: string; watched: string[] }> {
  const plugin = flowsPlugin({ flowsDir: workspace.flowsDir, held });
  const devServer = { watcher: { add: () => undefined, on: () => undefined }, moduleGraph: { getModuleById: () => undefined } };
  (plugin.configureServer as unknown as (server: unknown) => void)(devServer);
  const watched: string[] = [];
  const context = {
    addWatchFile: (file: string) => watched.push(file),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const id = (plugin.resolveId as (id: string) => string)('virtual:storeflow/flows');
  const code = await (plugin.load as unknown as (this: typeof context, id: string) => Promise<string>).call(context, id);
  return { code, watched };
}

describe('held flows for the storefront after a studio save', { timeout: 180_000 }, () => {
  it('none before any check: the studio never runs a full check for the storefront', async () => {
    expect(workspace.flowsInSync()).toBeNull();
  });

  it('after a save: the held flows, with the change, equal to a full check of the disk', async () => {
    workspace.current();
    const data = structuredClone(workspace.file(switches)?.file.data) as { switches: Record<string, { default: boolean }> };
    (data.switches.FF_LIVE_PERSON_CHAT as { default: boolean }).default = false;
    // As the studio's save does: checked, written, then held.
    const result = workspace.check(switches, { data });
    const text = formatFlowJson(data);
    writeFileSync(join(project.root, switches), text);
    workspace.hold(switches, text, result);
    const held = workspace.flowsInSync();
    expect(held?.flows.switches.FF_LIVE_PERSON_CHAT?.default).toBe(false);
    expect(held?.files).toHaveLength(workspace.paths().length);
    const disk = await checkFlows([workspace.flowsDir]);
    expect(disk.problems).toEqual([]);
    expect(JSON.parse(JSON.stringify(held?.flows))).toEqual(JSON.parse(JSON.stringify(disk.flows)));
  });

  it('the flows plugin serves them without checking the tree, and watches their files', async () => {
    const held = workspace.flowsInSync();
    let asked = 0;
    const { code, watched } = await flowsModule(async () => {
      asked += 1;
      return held;
    });
    expect(asked).toBe(1);
    expect(code).toContain('FF_LIVE_PERSON_CHAT');
    expect(watched).toEqual(held?.files);
  });

  it('a file changed on disk by someone else: not in sync, and the plugin checks the tree itself', async () => {
    const path = join(project.root, 'flows/texts/shell.json');
    writeFileSync(path, readFileSync(path, 'utf8').replace('Shop faster in the Storefront app', 'Shop faster in our app'));
    expect(workspace.flowsInSync()).toBeNull();
    const { code, watched } = await flowsModule(async () => workspace.flowsInSync());
    expect(watched.length).toBeGreaterThan(100);
    expect(code).toContain('Shop faster in our app');
  });
});
