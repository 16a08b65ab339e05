import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flowsPlugin } from '../../tools/vite/flowsPlugin.ts';
import { repoPath } from '../../tools/repoPath.ts';

/** Calls the plugin's load hook the way Vite does, with a minimal plugin context. */
async function load(flowsDir: string, split = false, id = 'virtual:storeflow/flows'): Promise<{ code: string; plugin: ReturnType<typeof flowsPlugin> }> {
  const plugin = flowsPlugin({ flowsDir, split });
  const code = await loadWith(plugin, id);
  return { code, plugin };
}

async function loadWith(plugin: ReturnType<typeof flowsPlugin>, id: string): Promise<string> {
  const watched: string[] = [];
  const context = {
    addWatchFile: (file: string) => watched.push(file),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const resolved = (plugin.resolveId as (id: string) => string | null)(id);
  expect(resolved).toBe(`\0${id}`);
  return (plugin.load as unknown as (this: typeof context, id: string) => Promise<string>).call(context, resolved as string);
}

/** The JSON behind `export default JSON.parse("...")`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads arbitrary JSON
function defaultExport(code: string): Record<string, any> {
  const match = /^export default JSON\.parse\((".*")\);$/m.exec(code);
  expect(match).not.toBeNull();
  return JSON.parse(JSON.parse((match as RegExpExecArray)[1] as string));
}

describe('flows Vite plugin', () => {
  // Each test runs the whole flow check; on a busy 2-core machine that exceeds the 5 s default.
  it('serves the validated flows as a module', { timeout: 30_000 }, async () => {
    const { code } = await load(repoPath('flows'));
    const flows = defaultExport(code);
    expect(code).toContain('export const journeyLoaders = {};');
    expect(code).not.toContain('Cargando');
    expect(Object.keys(flows.journeys.savings.pages)).toContain('openbankmlp');
    // Analysts' documentation stays out of the bundle; behaviour does not.
    expect(Object.keys(flows.decisions.savingsLanding.rows[0])).not.toContain('examples');
    expect(Object.keys(flows.decisions.savingsLanding.default)).not.toContain('examples');
    expect(Object.keys(flows.decisions.savingsLanding)).not.toContain('$schema');
    for (const table of Object.values(flows.errorTables) as { rows: object[]; default: object }[])
      expect([...table.rows, table.default].flatMap((row) => Object.keys(row))).not.toContain('examples');
    expect(flows.decisions.savingsLanding.rows[0].note).toBeUndefined();
    expect(flows.decisions.savingsLanding.rows[0].when).toBeDefined();
    expect(Object.values(flows.switches).every((definition) => Object.keys(definition as object).join() === 'default')).toBe(true);
    expect(flows.journeys.savings.pages.openbankmlp.on.CONTINUE[0].note).toBeUndefined();
    expect(flows.texts['savings.eligible']).toContain('By clicking Continue');
  });

  it('splits journeys into chunks of their own for a build', { timeout: 30_000 }, async () => {
    const { code, plugin } = await load(repoPath('flows'), true);
    const core = defaultExport(code);
    expect(core.journeys).toEqual({});
    expect(core.lazyJourneys.savings).toEqual({ openbankmlp: 'openbankmlp' });
    expect(code).toContain('"savings": () => import("virtual:storeflow/journey/savings")');
    const journeyCode = await loadWith(plugin, 'virtual:storeflow/journey/savings');
    const journey = defaultExport(journeyCode);
    expect(journey.id).toBe('savings');
    // What only the savings pages read travels with the savings chunk: its decision tables and lists; its texts are a chunk per language.
    expect(journeyCode).not.toContain('Earn more on your savings');
    expect(code).toContain('"savings": () => import("virtual:storeflow/texts/es/savings")');
    const english = defaultExport(await loadWith(plugin, 'virtual:storeflow/texts/en/savings'));
    const spanish = defaultExport(await loadWith(plugin, 'virtual:storeflow/texts/es/savings'));
    expect(english['savings.subHeading']).toContain('Earn more on your savings');
    expect(spanish['savings.subHeading']).toContain('Gana más con tus ahorros');
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
    expect(core.texts['savings.subHeading']).toBeUndefined();
    // Start-up carries English only; a Spanish page fetches the Spanish of the same keys.
    expect(code).toContain('"es": () => import("virtual:storeflow/texts/es")');
    expect(code).not.toContain('Gana más');
    const spanishCore = defaultExport(await loadWith(plugin, 'virtual:storeflow/texts/es'));
    expect(Object.keys(spanishCore).sort()).toEqual(Object.keys(core.texts).sort());
    expect(spanishCore['common.loading']).toBe('Cargando, espera un momento');
    expect(journeyCode).toMatch(/^export const decisions = JSON\.parse\(.*savingsLanding/m);
    expect(core.decisions.savingsLanding).toBeUndefined();
    expect(core.texts['savings.thanksHeading']).toBeUndefined();
    expect(core.lists.savingsIneligibleCodes).toBeUndefined();
    expect(journeyCode).toMatch(/^export const lists = JSON\.parse\(.*savingsIneligibleCodes/m);
    // What code reads by name, or every journey reads, stays at start-up.
    expect(core.decisions.errorAssist).toBeDefined();
    expect(core.decisions.deviceType).toBeDefined();
    expect(core.decisions.salesShell).toBeDefined();
    expect(core.settings.sessionTimeoutMs).toBeDefined();
    expect(core.texts['common.loading']).toBeDefined();
    expect(journey.pages.openbankmlp.on.CONTINUE[0].note).toBeUndefined();
  });

  it('ships what several journeys read, but not every one, with each of those journeys', { timeout: 30_000 }, async () => {
    const { code, plugin } = await load(repoPath('flows'), true);
    const core = defaultExport(code);
    // The cart's item values (the shop, checkout and BYOD pages read them) and texts (the shop and checkout pages):
    // the card and savings landings never do.
    expect(core.decisions.salesCartItemValue).toBeUndefined();
    expect(core.texts['sales.cart.devices']).toBeUndefined();
    for (const journey of ['shop', 'checkout', 'byod'])
      expect(await loadWith(plugin, `virtual:storeflow/journey/${journey}`), journey).toMatch(/^export const decisions = JSON\.parse\(.*salesCartItemValue/m);
    for (const journey of ['shop', 'checkout'])
      expect(defaultExport(await loadWith(plugin, `virtual:storeflow/texts/es/${journey}`))['sales.cart.devices'], journey).toBe('Teléfonos');
    expect(await loadWith(plugin, 'virtual:storeflow/journey/savings')).not.toContain('salesCartItemValue');
    expect(await loadWith(plugin, 'virtual:storeflow/texts/en/card')).not.toContain('sales.cart.devices');
  });

  it('fails the build with located problems when a flow is wrong', { timeout: 30_000 }, async () => {
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
