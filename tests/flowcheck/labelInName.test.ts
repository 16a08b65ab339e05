import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkFlows } from '../../tools/flowcheck/checkFlows.ts';
import { formatProblem } from '../../tools/flowcheck/problem.ts';
import { fileUnitCache } from '../../tools/flowcheck/unitCache.ts';
import { isLabelInName, labelInNameFix } from '../../tools/flowcheck/labelInNameWords.ts';
import { readRegistryManifest } from '../../tools/flowcheck/registryManifest.ts';
import { editJson, editText, flowsCopy, problemsOf, removeFlowsCopies } from './flowsCopy.ts';

/**
 * WCAG 2.5.3 Label in Name (README "Errors flows:check reports"): a component's name text must contain the words it
 * shows, in every language. Each test breaks a copy of the real flows the way an analyst or translator might, through
 * a text edit alone, and asserts the located message (`path:line:col  /json/pointer  message`).
 */
afterEach(removeFlowsCopies);
vi.setConfig({ testTimeout: 60_000 });

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A problem line in `file` at any line, column 5 (a text's key), then exactly `rest`. */
const exactlyAfterLine = (file: string, rest: string): unknown => expect.stringMatching(new RegExp(`^${escaped(file)}:\\d+:5 {2}${escaped(rest)}$`));

const labelProblems = (problems: string[]): string[] => problems.filter((problem) => problem.includes('Label in Name'));

describe('flows:check Label in Name', () => {
  it('passes on the real flows: every name text holds the words shown beside it, in English and Spanish', async () => {
    expect(labelProblems(await problemsOf([flowsCopy()]))).toEqual([]);
  });

  it('an English name that no longer says the words shown is refused at the name text, with the fix', async () => {
    const dir = flowsCopy();
    editText(dir, 'texts/sales.json', (text) => text.replace('"Save {name} to Favorites"', '"Keep {name} in Favorites"'));
    expect(await problemsOf([dir])).toEqual([
      exactlyAfterLine(
        'texts/sales.json',
        '/texts/sales.gridwall.saveFavorite  the English accessible name "Keep {name} in Favorites" (text "sales.gridwall.saveFavorite") ' +
          'does not contain the words shown, "Save" (text "sales.gridwall.saveVisible"), in that order: WCAG 2.5.3 Label in Name (level A) wants ' +
          'the words a control shows inside its name, so whoever says or hears what they see finds it. Used as DeviceGrid actionLabel (the name) ' +
          'beside actionVisibleLabel (the words shown) on page shop.gridwall. Fix: start the name with the words shown: "Save: {name}" ' +
          '(or show words the name says, in its order).',
      ),
    ]);
  });

  it('a Spanish name is refused in the Spanish file, whatever the English says', async () => {
    const dir = flowsCopy();
    editText(dir, 'texts/es/sales.json', (text) => text.replace('"sales.cart.remove": "Eliminar {name}"', '"sales.cart.remove": "Quitar {name}"'));
    expect(await problemsOf([dir])).toEqual([
      expect.stringMatching(
        /^texts\/es\/sales\.json:\d+:5 {2}\/texts\/sales\.cart\.remove {2}the Spanish accessible name "Quitar \{name\}" \(text "sales\.cart\.remove"\) does not contain the words shown, "Eliminar" \(text "sales\.cart\.removeVisible"\), in that order: WCAG 2\.5\.3 Label in Name .* Used as CartLines removeLabel \(the name\) beside removeVisibleLabel \(the words shown\) on page shop\.expresscart\. Fix: start the name with the words shown: "Eliminar: \{name\}"/,
      ),
    ]);
  });

  it('the words shown edited away from the name are refused too, at the name text (the pair is what breaks)', async () => {
    const dir = flowsCopy();
    editText(dir, 'texts/es/sales.json', (text) => text.replace('"sales.wishlist.removeVisible": "Quitar"', '"sales.wishlist.removeVisible": "Borrar"'));
    expect(await problemsOf([dir])).toEqual([
      expect.stringMatching(
        /^texts\/es\/sales\.json:\d+:5 {2}\/texts\/sales\.wishlist\.remove {2}the Spanish accessible name "Quitar \{name\} de Favoritos" .* "Borrar" \(text "sales\.wishlist\.removeVisible"\).* DeviceGrid actionLabel \(the name\) beside actionVisibleLabel \(the words shown\) on page shop\.Favorites\. Fix: start the name with the words shown: "Borrar: \{name\}"/,
      ),
    ]);
  });

  it('a words shown or name text key that every object inherits ("constructor") is an unknown text key, not a crash', async () => {
    for (const prop of ['actionVisibleLabel', 'actionLabel']) {
      const dir = flowsCopy();
      editText(dir, 'journeys/shop/gridwall.json', (text) =>
        text.replace(
          `"${prop}": { "text": "sales.gridwall.${prop === 'actionLabel' ? 'saveFavorite' : 'saveVisible'}" }`,
          `"${prop}": { "text": "constructor" }`,
        ),
      );
      const problems = await problemsOf([dir]);
      expect(problems).toEqual([expect.stringMatching(/^journeys\/shop\/gridwall\.json:\d+:\d+ {2}\S+ {2}unknown text key "constructor"\./)]);
    }
  });

  it('a text edit checked through the unit cache (flows:check on one file) finds what a full run finds, and forgets it once mended', async () => {
    const dir = flowsCopy();
    const cacheDir = mkdtempSync(join(tmpdir(), 'unit-cache-'));
    try {
      const run = async (target: string | null, cached: boolean): Promise<string[]> => {
        const unitCache = cached ? fileUnitCache(dir, cacheDir) : undefined;
        const { problems } = await checkFlows([target ? join(dir, target) : dir], undefined, {
          ...(target ? { context: dir } : {}),
          ...(unitCache ? { unitCache } : {}),
        });
        unitCache?.save();
        return labelProblems(problems.map(formatProblem));
      };
      const before = await run(null, true);
      editText(dir, 'texts/es/sales.json', (text) => text.replace('"sales.cart.remove": "Eliminar {name}"', '"sales.cart.remove": "Quitar {name}"'));
      const broken = await run('texts/es/sales.json', true);
      expect(broken).toEqual(await run('texts/es/sales.json', false));
      expect(broken.filter((problem) => problem.includes('/texts/sales.cart.remove '))).toHaveLength(1);
      editText(dir, 'texts/es/sales.json', (text) => text.replace('"sales.cart.remove": "Quitar {name}"', '"sales.cart.remove": "Eliminar {name}"'));
      expect(await run(null, true)).toEqual(before);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  /** A copy whose English has a name without the words shown (sales.accessories.addBad), the Spanish one with them. */
  const withBadName = (): string => {
    const dir = flowsCopy();
    editText(dir, 'texts/sales.json', (text) =>
      text.replace(
        '"sales.accessories.addVisible": "Add to cart",',
        '"sales.accessories.addVisible": "Add to cart",\n    "sales.accessories.addBad": "Add {name} to cart",',
      ),
    );
    editText(dir, 'texts/es/sales.json', (text) =>
      text.replace(
        '"sales.accessories.addVisible": "Agregar al carrito",',
        '"sales.accessories.addVisible": "Agregar al carrito",\n    "sales.accessories.addBad": "Agregar al carrito: {name}",',
      ),
    );
    return dir;
  };
  type Node = { component?: string; props?: Record<string, unknown> };
  /** The accessory interstitial's AccessoryGrid, taken out of the page (the page keeps `instead` in its place). */
  const takeAccessoryGrid = (dir: string, instead?: unknown): Node => {
    let grid: Node = {};
    editJson<{ body: unknown[] }>(dir, 'journeys/shop/accessoryInterstitial.json', (page) => {
      const index = page.body.findIndex((node) => (node as Node).component === 'AccessoryGrid');
      grid = page.body[index] as Node;
      if (instead === undefined) page.body.splice(index, 1);
      else page.body[index] = instead;
    });
    return { ...grid, props: { ...grid.props, addLabel: { text: 'sales.accessories.addBad' } } };
  };
  /** The problem, at any line and column of `file`, at `pointer`. */
  const badNameAt = (file: string, pointer: string, writtenIn: string, page: string): unknown =>
    expect.stringMatching(
      new RegExp(
        `^${escaped(file)}:\\d+:\\d+ {2}${escaped(pointer)} {2}the English accessible name "Add \\{name\\} to cart" \\(text "sales\\.accessories\\.addBad", in \\S*texts/sales\\.json\\) ` +
          `does not contain the words shown, "Add to cart" \\(text "sales\\.accessories\\.addVisible"\\), in that order: WCAG 2\\.5\\.3 Label in Name .* ` +
          `Used as AccessoryGrid addLabel \\(the name\\) beside addVisibleLabel \\(the words shown\\) in ${escaped(writtenIn)}, on page ${escaped(page)}\\. ` +
          `Fix: start the name with the words shown: "Add to cart: \\{name\\}"`,
      ),
    );

  it('a pairing a fragment writes is checked on the pages it reaches, and refused at the fragment, where it is written', async () => {
    const dir = withBadName();
    const grid = takeAccessoryGrid(dir, { fragment: 'accessoryAdd' });
    writeFileSync(
      join(dir, 'fragments/accessoryAdd.json'),
      `${JSON.stringify({ $schema: '../../schemas/fragment.schema.json', id: 'accessoryAdd', description: 'The accessories to add.', nodes: [grid] }, null, 2)}\n`,
    );
    expect(await problemsOf([dir])).toEqual([
      badNameAt('fragments/accessoryAdd.json', '/nodes/0/props/addLabel', 'fragment accessoryAdd', 'shop.accessoryInterstitial'),
    ]);
  });

  it('a pairing a layout writes is refused at the layout, naming the pages that show it', async () => {
    const dir = withBadName();
    const grid = takeAccessoryGrid(dir);
    editJson<{ body: unknown[] }>(dir, 'layouts/salesNavOnly.json', (layout) => void layout.body.push(grid));
    expect(labelProblems(await problemsOf([dir]))).toEqual([
      badNameAt('layouts/salesNavOnly.json', '/body/5/props/addLabel', 'layout salesNavOnly', 'checkout.documents'),
    ]);
  });

  it('when both texts are cases, a case of each that can never hold together is not compared; cases that can are', async () => {
    const saved = { '==': [{ var: 'calls.addWishlist.status' }, 'ok'] };
    const withCases = async (visibleWhen: unknown): Promise<string[]> => {
      const dir = flowsCopy();
      editJson<{ body: Node[] }>(dir, 'journeys/shop/gridwall.json', (page) => {
        const grid = page.body.find((node) => node.component === 'DeviceGrid') as Node;
        // The name says "saved" once saved; the words shown are chosen by their own condition.
        grid.props = {
          ...grid.props,
          actionLabel: { cases: [{ when: saved, value: { text: 'sales.gridwall.savedFavorite' } }], else: { text: 'sales.gridwall.saveFavorite' } },
          actionVisibleLabel: { cases: [{ when: visibleWhen, value: { text: 'sales.gridwall.saveVisible' } }], else: { text: 'sales.gridwall.savedVisible' } },
        };
      });
      return labelProblems(await problemsOf([dir]));
    };
    // "Save" while not saved, "Saved" once saved: "{name} saved to Favorites" never shows beside "Save", nor
    // "Save {name} to Favorites" beside "Saved" (each pair needs the status both "ok" and not).
    expect(await withCases({ '!=': [{ var: 'calls.addWishlist.status' }, 'ok'] })).toEqual([]);
    // Chosen by another fact, they can show together: refused, in both languages where the words are missing.
    const together = await withCases({ '!=': [{ var: 'calls.getWishlist.status' }, 'ok'] });
    expect(together).toContainEqual(
      expect.stringMatching(/^texts\/sales\.json:\d+:5 {2}\/texts\/sales\.gridwall\.savedFavorite .* "Save" \(text "sales\.gridwall\.saveVisible"\)/),
    );
    expect(together).toContainEqual(
      expect.stringMatching(/^texts\/sales\.json:\d+:5 {2}\/texts\/sales\.gridwall\.saveFavorite .* "Saved" \(text "sales\.gridwall\.savedVisible"\)/),
    );
  });

  it('every prop a schema names as the accessible name of its words shown is a text prop of the same component', () => {
    const pairs = Object.entries(readRegistryManifest().components).flatMap(([component, { propsSchema }]) =>
      Object.entries(propsSchema.properties ?? {}).flatMap(([prop, schema]) =>
        typeof schema.labelInName === 'string'
          ? [`${component}.${prop} -> ${schema.labelInName}: ${String(propsSchema.properties?.[schema.labelInName]?.type)}`]
          : [],
      ),
    );
    expect(pairs.sort()).toEqual([
      'AccessoryGrid.addVisibleLabel -> addLabel: string',
      'CartLines.changeVisibleLabel -> changeLabel: string',
      'CartLines.removeVisibleLabel -> removeLabel: string',
      'CheckoutSteps.editVisibleLabel -> editLabel: string',
      'CheckoutSteps.startVisibleLabel -> startLabel: string',
      'DeviceGrid.actionVisibleLabel -> actionLabel: string',
      'DeviceGrid.savedActionVisibleLabel -> savedActionLabel: string',
      'PlanCards.chooseVisibleLabel -> chooseLabel: string',
    ]);
  });
});

describe('isLabelInName, as axe-core 4.14 label-content-name-mismatch compares', () => {
  it('finds the words shown side by side in the name, case, spaces, punctuation, accents and (asides) set aside', () => {
    expect(isLabelInName('Add to cart', 'Add to cart: {name}')).toBe(true);
    expect(isLabelInName('ADD  to\ncart', 'add to cart {name}')).toBe(true);
    expect(isLabelInName('Remove', 'Remove {name} from Favorites')).toBe(true);
    expect(isLabelInName('Guardado', 'Guardado: {name} está en Favoritos')).toBe(true);
    expect(isLabelInName('Guardó', '{name} se guardo en Favoritos')).toBe(true);
    expect(isLabelInName('Save (2)', 'Save {name}')).toBe(true);
    expect(isLabelInName('Edit {step}', 'Edit {step} details')).toBe(true);
    // No words shown: nothing to find (axe passes it).
    expect(isLabelInName('→', 'Next step')).toBe(true);
  });

  it('refuses words out of order, apart, cut by a placeholder or missing', () => {
    expect(isLabelInName('Add to cart', 'Add {name} to cart')).toBe(false);
    expect(isLabelInName('Choose this plan', 'Choose {name}')).toBe(false);
    expect(isLabelInName('Guardado', '{name} se guardó en Favoritos')).toBe(false);
    expect(isLabelInName('Cart add', 'Add to cart')).toBe(false);
    expect(isLabelInName('Save', 'Saved {name}')).toBe(false);
    expect(isLabelInName('Edit {step}', 'Edit {name}')).toBe(false);
  });

  it('suggests a name that starts with the words shown and keeps the placeholders', () => {
    expect(labelInNameFix('Add to cart', 'Add {name} to cart')).toBe('Add to cart: {name}');
    expect(labelInNameFix('Guardado.', '{name} se guardó en Favoritos')).toBe('Guardado: {name}');
    expect(labelInNameFix('Edit {step}', 'Change {step}')).toBe('Edit {step}');
    expect(labelInNameFix('Buy', 'Purchase now')).toBe('Buy: Purchase now');
  });
});
