import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type Ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type standaloneCodeOf from 'ajv/dist/standalone/index.js';
import { repoPath } from '../repoPath.ts';

/** Flow file kinds, by the schema file their `$schema` names. */
export const kindsBySchemaFile = {
  'journey.schema.json': 'journey',
  'page.schema.json': 'page',
  'layout.schema.json': 'layout',
  'fragment.schema.json': 'fragment',
  'decision-table.schema.json': 'decisionTable',
  'error-table.schema.json': 'errorTable',
  'redirect-table.schema.json': 'redirectTable',
  'list.schema.json': 'lists',
  'switches.schema.json': 'switches',
  'texts.schema.json': 'texts',
  'settings.schema.json': 'settings',
  'content.schema.json': 'content',
} as const;

/** Schemas no flow file names: what the flow loader produces (checked in tests, typed by `npm run gen`). */
export const internalSchemaFiles = ['expanded-journey.schema.json'] as const;

export type FlowKind = (typeof kindsBySchemaFile)[keyof typeof kindsBySchemaFile];

const baseId = 'https://storeflow.local/schemas/';

/** Every schema under schemas/ (defs and answers first: the flow kinds refer to them), as read. */
function schemaTexts(): string[] {
  const files = [
    ...readdirSync(repoPath('schemas/defs')).map((file) => `schemas/defs/${file}`),
    ...readdirSync(repoPath('schemas/answers')).map((file) => `schemas/answers/${file}`),
    ...[...Object.keys(kindsBySchemaFile), ...internalSchemaFiles].map((file) => `schemas/${file}`),
  ];
  return files.map((file) => readFileSync(repoPath(file), 'utf8'));
}

/** One AJV instance (build-time only) with every schema under schemas/ registered. */
// strictRequired is off: page files and inline pages share their fields by $ref (defs/authored.schema.json)
// and each adds its own `required`, which strict mode would refuse as "not defined here".
// Ajv itself is loaded only to compile (a cache miss): a run that reuses every file's check never loads it.
function compileSchemas(texts: string[]): { byKind: Map<FlowKind, ValidateFunction>; ajv: Ajv2020 } {
  const Ajv = (createRequire(import.meta.url)('ajv/dist/2020.js') as { default: typeof Ajv2020 }).default;
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true, strictRequired: false, code: { source: true } });
  for (const text of texts) ajv.addSchema(JSON.parse(text) as Record<string, unknown>);
  const byKind = new Map<FlowKind, ValidateFunction>();
  for (const [file, kind] of Object.entries(kindsBySchemaFile)) {
    const validate = ajv.getSchema(`${baseId}${file}`);
    if (!validate) throw new Error(`schema ${file} did not compile`);
    byKind.set(kind, validate);
  }
  return { byKind, ajv };
}

/**
 * The flow kinds' validators. Compiling them is a fifth of what `flows:check`
 * costs (issue 20 item 4), so the compiled code is kept in node_modules/.cache
 * (AJV standalone, the way the answer validators are precompiled for the
 * browser), in a folder named by a hash of every schema and the AJV version: a
 * schema edit compiles afresh. One file per kind, loaded when a file of that
 * kind is checked: a run after a text edit loads the texts validator, not the
 * 0.5 MB of all twelve (about 0.03 s of CPU). Build-time tools only; nothing
 * here reaches a bundle.
 */
export function createSchemaValidators(): { of: (kind: FlowKind) => ValidateFunction } {
  const texts = schemaTexts();
  const ajvVersion = (JSON.parse(readFileSync(repoPath('node_modules/ajv/package.json'), 'utf8')) as { version: string }).version;
  const hash = createHash('sha1').update(ajvVersion).update(texts.join('\n')).digest('hex');
  const folder = repoPath(`node_modules/.cache/storeflow/flow-validators-${hash}`);
  const load = createRequire(import.meta.url);
  const loaded = new Map<FlowKind, ValidateFunction>();
  let compiled: Map<FlowKind, ValidateFunction> | null = null;
  const kept = (kind: FlowKind): ValidateFunction | undefined => {
    const file = join(folder, `${kind}.cjs`);
    if (!existsSync(file)) return undefined;
    try {
      return (load(file) as Record<string, ValidateFunction>)[kind];
    } catch {
      // A broken cache file: compiled again and replaced.
      return undefined;
    }
  };
  return {
    of(kind) {
      let validate = loaded.get(kind) ?? kept(kind);
      if (!validate) {
        compiled ??= compileAndKeep(texts, folder);
        validate = compiled.get(kind) as ValidateFunction;
      }
      loaded.set(kind, validate);
      return validate;
    },
  };
}

/** Compiles every kind's validator, and keeps each as standalone code in `folder` (`<kind>.cjs`). */
function compileAndKeep(texts: string[], folder: string): Map<FlowKind, ValidateFunction> {
  const { byKind, ajv } = compileSchemas(texts);
  try {
    const standaloneCode = (createRequire(import.meta.url)('ajv/dist/standalone/index.js') as { default: typeof standaloneCodeOf }).default;
    mkdirSync(folder, { recursive: true });
    for (const [file, kind] of Object.entries(kindsBySchemaFile)) {
      const code = standaloneCode(ajv, { [kind]: `${baseId}${file}` });
      // Written aside, then renamed: parallel test workers never read half a file.
      const path = join(folder, `${kind}.cjs`);
      const partial = `${path}.${process.pid}.tmp`;
      writeFileSync(partial, code);
      renameSync(partial, path);
    }
  } catch {
    // A read-only checkout still checks; it compiles each time.
  }
  return byKind;
}

/** The kind a `$schema` value names, e.g. "../../schemas/journey.schema.json" -> journey. */
export function kindOf(schemaRef: unknown): FlowKind | null {
  if (typeof schemaRef !== 'string') return null;
  const file = schemaRef.split('/').pop() ?? '';
  return (kindsBySchemaFile as Record<string, FlowKind>)[file] ?? null;
}
