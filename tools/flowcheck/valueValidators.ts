import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type standaloneCodeOf from 'ajv/dist/standalone/index.js';
import { repoPath } from '../repoPath.ts';

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

function cachedFile(key: string): string {
  ajvVersion ??= (JSON.parse(readFileSync(repoPath('node_modules/ajv/package.json'), 'utf8')) as { version: string }).version;
  const hash = createHash('sha1').update(ajvVersion).update('\n').update(key).digest('hex');
  return join(repoPath('node_modules/.cache/storeflow/value-validators'), `${hash}.cjs`);
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
    const file = cachedFile(key);
    try {
      validate = load(file) as ValidateFunction;
    } catch {
      validate = compile(schema, file);
    }
    compiled.set(key, validate);
  }
  return validate;
}
