import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type standaloneCodeOf from 'ajv/dist/standalone/index.js';
import { repoPath } from '../repoPath.ts';
import { sha1 } from '../sha1.ts';
import { packedModules } from './validatorPack.ts';

/**
 * Validators for the values a flow gives a prop or an argument, one per
 * schema text. Ajv keeps a compiled schema per schema object, and these
 * checks build a new object per use (a prop's schema with its title, an
 * argument's effective schema), so each use compiled again: about a tenth of
 * flows:check's CPU (issue 20 item 4). Tools only: Ajv compiles with
 * `new Function`, which production code never does.
 *
 * Compiling them is still most of what re-checking one journey costs, so each
 * compiled validator is also kept as AJV standalone code in
 * node_modules/.cache/storeflow/value-validators/, named by a hash of its
 * schema text and the AJV version (as tools/flowcheck/schemas.ts keeps the
 * flow kinds' validators). Ajv itself is loaded only to compile one.
 */
const load = createRequire(import.meta.url);
const compiled = new Map<string, ValidateFunction>();
let ajv: Ajv2020 | null = null;
let ajvVersion: string | null = null;

/** The kept validators' folder; the pack (below) sits beside it. */
const validatorsFolder = (): string => repoPath('node_modules/.cache/storeflow/value-validators');
const packPath = (): string => repoPath('node_modules/.cache/storeflow/value-validators.pack.cjs');

function cachedName(key: string): string {
  ajvVersion ??= (JSON.parse(readFileSync(repoPath('node_modules/ajv/package.json'), 'utf8')) as { version: string }).version;
  return sha1(`${ajvVersion}\n${key}`);
}

/**
 * The kept validators as one module, by name: requiring each of a run's ~110 files was about 50 ms of a
 * `flows:check` without the unit cache (a resolve, a read and a compile per file); one file of them all is about
 * 10 ms (issue 20 item 4, docs/performance.md "flows:check (session 41)"). It holds each validator's kept code as
 * its file does (tools/flowcheck/validatorPack.ts), under the file's name, so an entry is exactly that file.
 */
let packed: Record<string, ValidateFunction> | null = null;
/** Names looked up this run that the pack lacked: savePackedValueValidators adds them. */
const unpacked = new Set<string>();

function fromPack(name: string): ValidateFunction | undefined {
  if (packed === null) {
    try {
      packed = existsSync(packPath()) ? (load(packPath()) as Record<string, ValidateFunction>) : {};
    } catch {
      // A broken pack: each validator from its own file, and the pack written again.
      packed = {};
    }
  }
  return Object.hasOwn(packed, name) ? packed[name] : undefined;
}

/**
 * Writes the pack again when this run used a validator it lacked: what it held and what was used, each from its
 * file (an entry whose file is gone is left out). Called by `flows:check` at its end; other tools only read it.
 */
export function savePackedValueValidators(): void {
  if (unpacked.size === 0) return;
  const names = [...new Set([...Object.keys(packed ?? {}), ...unpacked])].sort();
  try {
    const code = packedModules(names.map((name) => ({ name, file: join(validatorsFolder(), `${name}.cjs`) })));
    const partial = `${packPath()}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, packPath());
  } catch {
    // A read-only checkout: each validator from its own file next time too.
  }
  unpacked.clear();
}

function compile(schema: object, file: string): ValidateFunction {
  ajv ??= new (load('ajv/dist/2020.js') as { default: typeof Ajv2020 }).default({ strict: false, allErrors: false, code: { source: true } });
  const validate = ajv.compile(schema);
  try {
    const standaloneCode = (load('ajv/dist/standalone/index.js') as { default: typeof standaloneCodeOf }).default;
    mkdirSync(join(file, '..'), { recursive: true });
    // Written aside, then renamed: parallel test workers never read half a file.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, standaloneCode(ajv, validate));
    renameSync(partial, file);
  } catch {
    // A read-only checkout still checks; it compiles each time.
  }
  return validate;
}

export function valueValidator(schema: object): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    const name = cachedName(key);
    validate = fromPack(name);
    if (!validate) {
      unpacked.add(name);
      const file = join(validatorsFolder(), `${name}.cjs`);
      try {
        validate = load(file) as ValidateFunction;
      } catch {
        validate = compile(schema, file);
      }
    }
    compiled.set(key, validate);
  }
  return validate;
}
