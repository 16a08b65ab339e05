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
