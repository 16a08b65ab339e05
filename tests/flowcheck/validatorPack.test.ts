/**
 * tools/flowcheck/validatorPack.ts: the kept value validators loaded as one module (tools/flowcheck/valueValidators.ts,
 * docs/performance.md "flows:check (session 41)"). Each entry of the pack must be what requiring its own file gives:
 * the same validator, its own module scope, the AJV runtime found from the pack's place.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { packedModules } from '../../tools/flowcheck/validatorPack.ts';
import { repoPath } from '../../tools/repoPath.ts';

// Under node_modules/.cache like the real pack, so that `require('ajv/dist/runtime/...')` resolves as it does there.
const folder = repoPath(`node_modules/.cache/storeflow-test/validator-pack-${process.pid}`);
const load = createRequire(import.meta.url);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

type Validate = ((data: unknown) => boolean) & { errors?: unknown };

function keep(name: string, code: string): { name: string; file: string } {
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${name}.cjs`);
  writeFileSync(file, code);
  return { name, file };
}

describe('packedModules', () => {
  it('gives each kept validator as requiring its file does, each in its own scope', () => {
    const ajv = new Ajv2020({ strict: false, code: { source: true } });
    // minLength needs AJV's runtime (ucs2length), required from the pack's place; both files name their functions alike.
    const short = keep('short', standaloneCode(ajv, ajv.compile({ type: 'string', minLength: 3 })));
    const tagged = keep('tagged', standaloneCode(ajv, ajv.compile({ type: 'object', required: ['tag'], properties: { tag: { enum: ['a', 'b'] } } })));
    ajv.addSchema({ $id: 'one', type: 'number' }).addSchema({ $id: 'two', type: 'boolean' });
    const both = keep('both', standaloneCode(ajv, { one: 'one', two: 'two' }));
    writeFileSync(join(folder, 'pack.cjs'), packedModules([short, tagged, both]));
    const pack = load(join(folder, 'pack.cjs')) as Record<string, Validate & Record<string, Validate>>;
    expect(Object.keys(pack)).toEqual(['short', 'tagged', 'both']);
    for (const [name, cases] of [
      ['short', ['ab', 'abc', 'ééé', 7]],
      ['tagged', [{ tag: 'a' }, { tag: 'c' }, {}, []]],
    ] as const) {
      const own = load(join(folder, `${name}.cjs`)) as Validate;
      const packed = pack[name] as Validate;
      for (const data of cases) {
        expect(packed(data)).toBe(own(data));
        expect(packed.errors).toEqual(own.errors);
      }
    }
    expect(pack.short?.('ab')).toBe(false);
    expect(pack.both?.one?.(1)).toBe(true);
    expect(pack.both?.two?.(1)).toBe(false);
  });

  it('leaves out a validator whose file is gone', () => {
    const kept = keep('kept', 'module.exports = () => true;');
    writeFileSync(join(folder, 'gone-pack.cjs'), packedModules([kept, { name: 'gone', file: join(folder, 'gone.cjs') }]));
    expect(Object.keys(load(join(folder, 'gone-pack.cjs')) as object)).toEqual(['kept']);
  });

  it('keeps a file strict or sloppy as it was written', () => {
    const sloppy = keep('sloppy', 'module.exports = function () { return this === undefined; };');
    const strict = keep('strict', '"use strict"; module.exports = function () { return this === undefined; };');
    writeFileSync(join(folder, 'mode-pack.cjs'), packedModules([sloppy, strict]));
    const { sloppy: sloppyCalled, strict: strictCalled } = load(join(folder, 'mode-pack.cjs')) as Record<string, () => boolean>;
    // Called alone, `this` is undefined in strict code only.
    expect(sloppyCalled?.()).toBe(false);
    expect(strictCalled?.()).toBe(true);
  });
});
