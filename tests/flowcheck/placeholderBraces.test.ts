import { describe, expect, it } from 'vitest';
import { malformedPlaceholderProblem } from '../../tools/flowcheck/placeholderBraces.ts';
import { strayBraces } from '../../tools/flowcheck/strayBraces.ts';

/**
 * Braces that are no {name} placeholder (tools/flowcheck/placeholderBraces.ts, strayBraces.ts): flows:check and the
 * studio's text fields name every piece that has one, by its words and where it begins, and say what to write
 * instead. It named the first only, and "Hello {{name}" as "{".
 */
const problem = (words: string): string | null => malformedPlaceholderProblem('sales.cart.hello', 'en', words);

describe('braces that are no placeholder', () => {
  it('shows "{{name}" by its word and where it begins, and says to write {name} instead', () => {
    expect(problem('Hello {{name}')).toBe(
      'the English text of "sales.cart.hello" has a brace that is no placeholder in "{{name}" at character 7: the page shows it as typed. Fix: write "{name}" instead of "{{name}".',
    );
  });

  it('names every piece of the text, in one problem, each with its own fix', () => {
    expect(problem('Hi {first name}, your total} is {{total}} {')).toBe(
      'the English text of "sales.cart.hello" has braces that are no placeholder in "{first name}," at character 4 and in "total}" at character 23 and in "{{total}} {" at character 33: the page shows them as typed. Fix: write "{firstName}," instead of "{first name},", or remove the braces if no value goes in there; write "{total}" instead of "total}", or remove the brace if no value goes in there; write "{total}" instead of "{{total}} {".',
    );
  });

  it('a brace alone is shown with the words beside it, and the words without it are what to write', () => {
    expect(strayBraces('Price { 5 today')).toEqual([{ piece: 'Price { 5', at: 1, braces: 1, instead: 'Price 5', named: false }]);
    expect(problem('{}')).toMatch(/ has braces that are no placeholder in "\{\}" at character 1: the page shows them as typed\. Fix: remove "\{\}"\.$/);
  });

  it('counts characters as the analyst sees them (an emoji is one)', () => {
    expect(strayBraces('🎉 Hi {name')).toEqual([{ piece: '{name', at: 6, braces: 1, instead: '{name}', named: true }]);
  });

  it('has nothing to say of placeholders, nor of a text with no brace', () => {
    expect(problem('Hello {name}, {count} items')).toBeNull();
    expect(problem('Hello')).toBeNull();
  });
});
