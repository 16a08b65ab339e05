import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkLogic } from '../../tools/flowcheck/logicCheck.ts';
import type { JsonSchemaObject } from '../../tools/flowcheck/registryManifest.ts';
import { repoPath } from '../../tools/repoPath.ts';

/**
 * An unknown operator's message (analyst review): it sent the analyst to "the README (Operators)", a heading the
 * README has not, and an operator written as a word ("equals") got no hint, no spelling being near "==". The studio
 * shows flows:check's problem at the condition, so both say the same.
 */
const vocabulary: JsonSchemaObject = { type: 'object', properties: { user: { type: 'object', properties: { role: { type: 'string' } } } } };

const messageOf = (operator: string): string => checkLogic({ [operator]: [{ var: 'user.role' }, 'owner'] }, vocabulary)[0]?.message ?? '';

describe('an unknown operator', () => {
  it('names a README heading that exists', () => {
    const heading = /Operators are listed in the README under "([^"]+)"\./.exec(messageOf('equalz'))?.[1];
    expect(heading).toBeDefined();
    expect(readFileSync(repoPath('README.md'), 'utf8').split('\n')).toContain(`### ${heading}`);
  });

  it.each([
    ['equals', '=='],
    ['not equals', '!='],
    ['notEquals', '!='],
    ['not', '!'],
    ['&&', 'and'],
    ['greater than', '>'],
    ['contains', 'in'],
  ])('written as the word "%s" is pointed to "%s"', (word, operator) => {
    expect(messageOf(word)).toMatch(new RegExp(`^unknown operator "${word}"\\. Did you mean "${operator.replace(/[|&!=<>]/g, '\\$&')}"\\?`));
  });

  it('misspelt is still pointed to the nearest operator', () => {
    expect(messageOf('containsAyn')).toContain('Did you mean "containsAny"?');
  });
});
