import jsonLogic from 'json-logic-js';
import { describe, expect, it } from 'vitest';
import { conditionFacts } from '../../src/logic/conditionFacts.ts';
import { textsReached } from '../../tools/tables/textsReached.ts';
import { fixtureTable } from './fixtureTables.ts';

/**
 * A table's cached analysis is keyed by the texts its conditions reach (textsReached, from visitLogic), and the
 * analysis reads texts through conditionFacts: the two must agree on what a condition reads, or a text added or
 * renamed leaves a stale analysis in the cache. An object with more than one key is data to json-logic-js, not a
 * rule: a `var` inside it reads nothing.
 */
describe('texts a table condition reaches', () => {
  const data = { k: { var: 'texts.new' }, z: 1 };
  const rows = [
    { id: 'odd', when: { '==': [{ var: 'user.name' }, data] } },
    { id: 'named', when: { '==': [{ var: 'user.name' }, { var: 'texts.other' }] } },
  ];

  it('an object with two keys is given back as data by json-logic-js, its var unread', () => {
    expect(jsonLogic.apply(data, { texts: { new: 'read' } })).toBe(data);
  });

  it('the analysis reads no fact or text inside such an object, so every text it reads is in the cache key', () => {
    const asked: string[] = [];
    const read = rows.map((row) =>
      conditionFacts(row.when, (path) => {
        asked.push(path);
        return 'a text';
      }),
    );
    // conditionFacts took the object for a rule "k" and read texts.new, a text the key did not hold.
    expect(asked).toEqual(['texts.other']);
    expect(read.map((facts) => [...facts.paths.keys()])).toEqual([['user.name'], ['user.name']]);
    const key = textsReached(fixtureTable(rows), { other: 'a text', new: 'another' }) as [string, unknown][];
    expect(key.map(([path]) => path)).toEqual(['texts.other']);
  });
});
