import { describe, expect, it } from 'vitest';
import { checkLogic } from '../../tools/flowcheck/logicCheck.ts';
import type { JsonSchemaObject } from '../../tools/flowcheck/registryManifest.ts';

/** As the flows' vocabulary is built (vocabularyOf.ts): more than 15 roots before event and error. */
const roots = ['url', 'user', 'device', 'env', 'clock', 'cart', 'ui', 'event', 'item', 'tag', 'session', 'cartLock', 'notification', 'serviceError'];
const vocabulary: JsonSchemaObject = {
  type: 'object',
  properties: {
    ...Object.fromEntries(roots.map((root) => [root, { type: 'object', properties: { x: { type: 'string' } } }])),
    serviceState: { type: 'string' },
    lists: { type: 'object', properties: {} },
    error: { type: 'object', properties: { id: { type: 'string' }, status: { type: 'number' } } },
  },
};

const messageOf = (rule: unknown, extraRoots?: string[]): string =>
  checkLogic(rule, vocabulary, { extraRoots })
    .map((issue) => issue.message)
    .join(' ');

describe('an unknown fact at a place with its own roots', () => {
  it('lists the roots readable there, the error table’s error among them, and not event', () => {
    const message = messageOf({ var: 'zzz.id' }, ['error']);
    expect(message).toMatch(/Known: error, url, user/);
    expect(message).not.toMatch(/\bevent\b/);
  });

  it('points a fact written in words, as the studio says it, to its path', () => {
    expect(messageOf({ '==': [{ var: 'error id' }, 'OUT_OF_STOCK'] }, ['error'])).toContain('Did you mean "error.id"?');
  });

  it('offers a near root only where it may be read', () => {
    expect(messageOf({ var: 'eror.id' }, ['error'])).toContain('Did you mean "error"?');
    expect(messageOf({ var: 'evnt.x' })).not.toContain('"event"');
  });
});
