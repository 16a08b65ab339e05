import { afterEach, describe, expect, it, vi } from 'vitest';
import { editText, flowsCopy, problemsOf, removeFlowsCopies } from './flowsCopy.ts';

/**
 * A node whose condition is `false` is hidden from every shopper and passed every other check; the studio's "Add a
 * condition" writes `false` ("never") until the analyst adds a clause, so saving it then is said at the condition.
 */
afterEach(removeFlowsCopies);
vi.setConfig({ testTimeout: 30_000 });

describe('a node that never shows', () => {
  it('is a problem at its condition, naming the component', async () => {
    const dir = flowsCopy();
    editText(dir, 'journeys/shop/shop.json', (text) =>
      text.replace(
        '"component": "Heading",\n          "props": { "level": 1',
        '"component": "Heading",\n          "when": false,\n          "props": { "level": 1',
      ),
    );
    const problems = await problemsOf([dir]);
    expect(problems).toEqual([
      expect.stringMatching(/^journeys\/shop\/shop\.json:\d+:\d+ {2}\/body\/0\/children\/0\/when {2}Heading never shows: its condition is false\. Fix: /),
    ]);
  });

  it('a condition that can hold is no problem', async () => {
    const dir = flowsCopy();
    editText(dir, 'journeys/shop/shop.json', (text) =>
      text.replace(
        '"component": "Heading",\n          "props": { "level": 1',
        '"component": "Heading",\n          "when": { "==": [{ "var": "device.type" }, "tablet"] },\n          "props": { "level": 1',
      ),
    );
    expect(await problemsOf([dir])).toEqual([]);
  });
});
