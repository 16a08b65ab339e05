import { describe, expect, it } from 'vitest';
import { evaluate, holds } from '../../src/logic/evaluate.ts';
import { factPathsOf } from '../../src/logic/varPaths.ts';

describe('custom JSON Logic operators', () => {
  it('containsAny finds a code inside any of several texts, skipping missing ones', () => {
    const facts = { a: { msg: 'OB-15400: not eligible' }, b: null };
    expect(
      holds(
        {
          containsAny: [
            [{ var: 'a.msg' }, { var: 'b' }],
            ['15401', '15400'],
          ],
        },
        facts,
      ),
    ).toBe(true);
    expect(holds({ containsAny: [[{ var: 'a.msg' }], ['15412']] }, facts)).toBe(false);
    expect(holds({ containsAny: [{ var: 'missing' }, ['']] }, facts)).toBe(false);
  });

  it('isEmpty treats null, missing, "", [] and {} as empty', () => {
    for (const value of [null, '', [], {}]) expect(evaluate({ isEmpty: { var: 'x' } }, { x: value })).toBe(true);
    expect(evaluate({ isEmpty: { var: 'nothing' } }, {})).toBe(true);
    expect(evaluate({ isEmpty: { var: 'x' } }, { x: { a: 1 } })).toBe(false);
    expect(evaluate({ isEmpty: { var: 'x' } }, { x: 0 })).toBe(false);
  });

  it('httpsHostIn parses the URL and never matches by substring', () => {
    const hosts = ['cardbank.example'];
    const check = (url: string): boolean => holds({ httpsHostIn: [url, hosts] }, {});
    expect(check('https://cardbank.example/apply')).toBe(true);
    expect(check('https://apply.cardbank.example/start?app=1')).toBe(true);
    expect(check('https://evil.example/?cardbank.example')).toBe(false);
    expect(check('https://cardbank.example.evil.example/')).toBe(false);
    expect(check('http://cardbank.example/')).toBe(false);
    expect(check('javascript:alert(1)//cardbank.example')).toBe(false);
    expect(check('not a url')).toBe(false);
  });

  it('startsWith and lower', () => {
    expect(holds({ startsWith: [{ var: 'p' }, '/sales/prepaid/'] }, { p: '/sales/prepaid/shop.html' })).toBe(true);
    expect(evaluate({ lower: 'ACTIVE' }, {})).toBe('active');
    expect(evaluate({ lower: 5 }, {})).toBe('');
  });

  it('refuses the method operator at runtime too', () => {
    expect(() => evaluate({ method: ['abc', 'toUpperCase'] }, {})).toThrow(/Unrecognized operation method/);
  });

  it('lists the facts a rule reads, but not per-item vars inside some/all', () => {
    const rule = { and: [{ var: 'user.guest' }, { some: [{ var: 'lists.x' }, { '==': [{ var: '' }, 'a'] }] }] };
    expect(factPathsOf(rule)).toEqual(['user.guest', 'lists.x']);
  });
});
