// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../src/mocks/memoryStorage.ts';
import { OVERRIDES_STORAGE_KEY, normalizeOverrideKey, parseOverridesText, readOverrides, writeOverrides } from '../../src/mocks/overrides.ts';
import { SCENARIO_STORAGE_KEY, rememberScenarioFromUrl } from '../../src/mocks/scenarioStorage.ts';

describe('readOverrides / writeOverrides (what the debug panel uses)', () => {
  it('round-trips, pretty-printed', () => {
    const storage = createMemoryStorage();
    writeOverrides(storage, { 'POST /fraudservice/session/keepalive': [{ status: 500 }, {}] });
    expect(storage.getItem(OVERRIDES_STORAGE_KEY)).toContain('\n');
    expect(readOverrides(storage)).toMatchObject({ overrides: { 'POST /fraudservice/session/keepalive': [{ status: 500 }, {}] }, problem: null });
  });

  it('writing null or {} removes the key', () => {
    const storage = createMemoryStorage({ [OVERRIDES_STORAGE_KEY]: '{}' });
    writeOverrides(storage, {});
    expect(storage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
    expect(readOverrides(storage)).toEqual({ text: null, overrides: {}, problem: null });
  });

  it('refuses to write an invalid value', () => {
    expect(() => writeOverrides(createMemoryStorage(), { 'POST /x': { status: 42 } })).toThrow(/^\[mocks\] Not saving overrides: "POST \/x"\.status/);
  });

  it('reports problems without throwing, keeping the text for the editor', () => {
    const storage = createMemoryStorage({ [OVERRIDES_STORAGE_KEY]: '[1]' });
    expect(readOverrides(storage)).toMatchObject({ text: '[1]', overrides: {}, problem: expect.stringMatching(/^\[mocks\] .*JSON object/) });
    expect(readOverrides(null)).toEqual({ text: null, overrides: {}, problem: null });
  });

  it.each([
    ['{', /invalid JSON/],
    ['{"https://x.test/a": {}}', /is not "METHOD \/path"/],
    ['{"POST /a": []}', /empty array/],
    ['{"POST /a": [{}, 3]}', /"POST \/a"\[1\] must be an object/],
    ['{"POST /a": {"headers": {"x": 1}}}', /headers must be an object of string values/],
    ['{"POST /a": {"delayMs": -1}}', /delayMs/],
    ['{"POST /a": {"networkError": "yes"}}', /networkError must be true or false/],
  ])('%s is a problem', (text, message) => {
    const result = parseOverridesText(text);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toMatch(message);
  });

  it('normalizes key case and drops a stray query', () => {
    expect(normalizeOverrideKey('post /a/b?x=1')).toBe('POST /a/b');
    expect(parseOverridesText('{"get /a?b=1": {}}')).toEqual({ ok: true, overrides: { 'GET /a': {} } });
  });
});

describe('rememberScenarioFromUrl', () => {
  it('stores ?scenario=NAME and keeps it for later pages without the parameter', () => {
    const session = createMemoryStorage();
    expect(rememberScenarioFromUrl({ search: '?scenario=card-maine&oid=1' }, session)).toBe('card-maine');
    expect(rememberScenarioFromUrl({ search: '' }, session)).toBe('card-maine');
    expect(session.getItem(SCENARIO_STORAGE_KEY)).toBe('card-maine');
  });

  it('?scenario= (or default/none) clears it', () => {
    for (const search of ['?scenario=', '?scenario=default', '?scenario=none']) {
      const session = createMemoryStorage({ [SCENARIO_STORAGE_KEY]: 'card-maine' });
      expect(rememberScenarioFromUrl({ search }, session)).toBeNull();
    }
  });

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {},
    };
    expect(rememberScenarioFromUrl({ search: '?scenario=x' }, throwing)).toBeNull();
  });
});
