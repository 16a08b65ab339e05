/**
 * Which files vite.config.ts runs in Vitest's VM pool (tests/setup/vmTestFiles.ts): the jsdom files, but not one
 * marked `// @vitest-pool forks`; no node-environment file.
 */
import { describe, expect, it } from 'vitest';
import { vmTestFiles } from './vmTestFiles.ts';

const files = vmTestFiles(['src', 'tests']);

describe('the VM pool test files', () => {
  it('are the jsdom files', () => {
    expect(files).toContain('tests/studio/shell.test.tsx');
    expect(files).toContain('tests/setup/vmGlobals.test.ts');
    expect(files).not.toContain('tests/setup/vmTestFiles.test.ts');
    expect(files).not.toContain('tests/flowcheck/unitCache.test.ts');
  });

  it('leave out a jsdom file marked for the forks pool', () => {
    expect(files).not.toContain('tests/calls/backLink.test.tsx');
    expect(files).not.toContain('tests/services/callsLeaveAtOnce.test.ts');
  });
});
