import { execPath } from 'node:process';
import { describe, expect, it } from 'vitest';
import { findChromium, findTestChromium } from '../../e2e/support/findChromium';

describe('findTestChromium: the Chromium the test suites launch', () => {
  it('takes CHROMIUM_PATH over the headless shell', () => {
    // Any existing file stands for a browser here: the lookup only checks that it exists.
    expect(findTestChromium({ CHROMIUM_PATH: execPath }, () => true)).toBe(execPath);
  });

  it("takes Debian's headless shell when it is installed", () => {
    expect(findTestChromium({}, (path) => path === '/usr/lib/chromium/chromium-headless-shell')).toBe('/usr/lib/chromium/chromium-headless-shell');
    expect(findTestChromium({}, (path) => path === '/usr/bin/chromium-headless-shell')).toBe('/usr/bin/chromium-headless-shell');
  });

  it('falls back to what findChromium finds without the shell', () => {
    let expected: string | Error;
    try {
      expected = findChromium({});
    } catch (error) {
      expected = error as Error;
    }
    if (expected instanceof Error) expect(() => findTestChromium({}, () => false)).toThrow(expected.message);
    else expect(findTestChromium({}, () => false)).toBe(expected);
  });

  it('reports a CHROMIUM_PATH that names no file, shell or not', () => {
    expect(() => findTestChromium({ CHROMIUM_PATH: '/nowhere/chromium' }, () => true)).toThrow(/CHROMIUM_PATH is set to "\/nowhere\/chromium"/);
  });
});
