import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flowsPlugin } from '../../tools/vite/flowsPlugin.ts';
import { repoPath } from '../../tools/repoPath.ts';

/** Calls the plugin's load hook the way Vite does, with a minimal plugin context. */
async function load(flowsDir: string): Promise<string> {
  const plugin = flowsPlugin({ flowsDir });
  const watched: string[] = [];
  const context = {
    addWatchFile: (file: string) => watched.push(file),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const resolved = (plugin.resolveId as (id: string) => string | null)('virtual:storeflow/flows');
  expect(resolved).toBe('\0virtual:storeflow/flows');
  const code = await (plugin.load as unknown as (this: typeof context, id: string) => Promise<string>).call(context, resolved as string);
  expect(watched.length).toBeGreaterThan(0);
  return code;
}

describe('flows Vite plugin', () => {
  it('serves the validated flows as a module', async () => {
    const code = await load(repoPath('flows'));
    expect(code.startsWith('export default {')).toBe(true);
    expect(code).toContain('"openbankmlp"');
  });

  it('fails the build with located problems when a flow is wrong', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'plugin-'));
    try {
      cpSync(repoPath('flows'), dir, { recursive: true });
      writeFileSync(join(dir, 'texts/broken.json'), '{ "$schema": "../../schemas/texts.schema.json", "texts": { "Bad Key": 1 } }\n');
      await expect(load(dir)).rejects.toThrow(/problem\(s\) in flows\/[\s\S]*texts\/broken\.json:1:\d+ {2}\/texts/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
