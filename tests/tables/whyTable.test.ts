import { describe, expect, it } from 'vitest';
import { whyTable } from '../../tools/qa/whyTable.ts';
import { fixtureContext, fixtureTable, isMobile, signedIn } from './fixtureTables.ts';

/** Issue 11 item 3: which row wins and why, part by part, with each fact's value. */
describe('flows:why', () => {
  const table = fixtureTable([
    { id: 'signedInPhone', when: { and: [isMobile, signedIn] } },
    { id: 'phone', when: isMobile },
  ]);
  const facts = (overlay: object): object => ({ ...fixtureContext.blank, ...overlay });

  it('names the winner and shows the failed part of each earlier row with the fact values', () => {
    const { winner, lines } = whyTable(table, facts({ device: { type: 'mobile', appVersion: 0 } }));
    expect(winner).toBe('phone');
    expect(lines[0]).toBe('decision fixture: row "phone" wins (row 2 of 2)');
    expect(lines).toContain('      ✓ {"==":[{"var":"device.type"},"mobile"]}   [device.type = "mobile"]');
    expect(lines).toContain('      ✗ {"var":"user.signedIn"}   [user.signedIn = false]');
  });

  it('says when no row holds and the fallback applies', () => {
    const { winner, lines } = whyTable(table, facts({}));
    expect(winner).toBe('otherwise');
    expect(lines[0]).toBe('decision fixture: no row holds: "otherwise" applies');
  });
});
