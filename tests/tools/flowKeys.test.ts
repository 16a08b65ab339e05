import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scanFlowKeys } from '../../tools/generate/flowKeys.ts';

const dir = mkdtempSync(join(tmpdir(), 'flow-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run gen: keys code reads by name', () => {
  it('finds property reads, element reads and accessor calls, not comments or derived objects', () => {
    writeFileSync(
      join(dir, 'reader.ts'),
      [
        '// settings.inAComment is prose, not a read',
        'declare const flows: { settings: Record<string, unknown>; lists: Record<string, unknown[]>; texts: Record<string, string> };',
        'declare function codeText(texts: Record<string, string>, key: string): string;',
        'declare function num(flows: unknown, key: string, fallback: number): number;',
        'const texts = flows.texts;',
        'const settings = { session: 1 };',
        'export const read = [flows.settings.retryCount, flows.lists["retryUrls"], texts["common.loading"], codeText(texts, "plumbing.minutes"), num(flows, "sessionTickMs", 1000), settings.session];',
      ].join('\n'),
    );
    writeFileSync(join(dir, 'reader.test.ts'), 'declare const flows: { texts: Record<string, string> };\nexport const x = flows.texts["only.in.tests"];\n');
    const keys = scanFlowKeys(dir);
    expect(Object.keys(keys.settings)).toEqual(['retryCount', 'sessionTickMs']);
    expect(Object.keys(keys.lists)).toEqual(['retryUrls']);
    expect(Object.keys(keys.texts)).toEqual(['common.loading', 'plumbing.minutes']);
    expect(keys.settings.retryCount?.[0]).toMatch(/reader\.ts$/);
  });
});
