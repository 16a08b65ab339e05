/**
 * Issue 19 item 3, the table editor: **Add row** puts the new row just below
 * the selected one (studio/client/tables/TableEditor.tsx; pinned by
 * tests/studio/tables/TableEditor.test.tsx, "added as row 2" after row 1).
 * README's step-by-step task once told analysts to click the row the new one
 * should come *before*, against its own table section; every README
 * sentence that places a row for **Add row** now says where the studio puts it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../../tools/repoPath.ts';

const readme = readFileSync(repoPath('README.md'), 'utf8').replace(/\s+/g, ' ');

describe('README on Add row', () => {
  it('never says the new row comes before the selected one', () => {
    expect(readme).not.toMatch(/click the row the new one should (come before|precede)/i);
  });

  it('says, in the step-by-step task and in the table section, to click the row the new one should follow', () => {
    expect(readme.match(/click the row the new one should follow/gi)).toHaveLength(2);
    expect(readme).toContain('**Add row** puts it just below the selected row');
  });
});
