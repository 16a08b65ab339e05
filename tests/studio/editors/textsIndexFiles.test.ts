import { expect, it } from 'vitest';
import { emptyFlowSet } from '../../../src/model/flowSet.ts';
import { textsIndex } from '../../../studio/server/editors/textsIndex.ts';

it('names every English texts file, one that writes no text among them (its Spanish file is its twin)', () => {
  const index = textsIndex(emptyFlowSet(), [
    { path: 'flows/texts/common.json', data: { texts: { 'common.goBack': 'Go back' } } },
    { path: 'flows/texts/promo.json', data: { texts: {} } },
  ]);
  expect(index.textKeys).toEqual({ 'common.goBack': 'flows/texts/common.json' });
  expect(index.englishFiles).toEqual(['flows/texts/common.json', 'flows/texts/promo.json']);
});

it('a key every object inherits ("constructor") is a text key no file writes, whether a table reads it or a file writes it', () => {
  const flows = emptyFlowSet();
  flows.decisions.pick = {
    id: 'pick',
    rows: [{ when: true, then: { label: { text: 'constructor' } } }],
    default: { label: 'texts.toString' },
  } as unknown as (typeof flows.decisions)[string];
  const read = textsIndex(flows, [{ path: 'flows/texts/common.json', data: { texts: { 'common.goBack': 'Go back' } } }]);
  // The code's own keys (flow-keys.json) are missing here too, with no texts file written for them.
  expect(read.missingTextKeys).toEqual(expect.arrayContaining(['constructor', 'toString']));
  expect(Object.hasOwn(read.textUses, 'constructor') || Object.hasOwn(read.textUses, 'toString')).toBe(false);
  const written = textsIndex(emptyFlowSet(), [{ path: 'flows/texts/odd.json', data: { texts: { constructor: 'Constructor' } } }]);
  expect(written.textKeys).toEqual({ constructor: 'flows/texts/odd.json' });
});
