import { readFileSync, readdirSync } from 'node:fs';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
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

function readJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

/** One AJV instance (build-time only) with every schema under schemas/ registered. */
// strictRequired is off: page files and inline pages share their fields by $ref (defs/authored.schema.json)
// and each adds its own `required`, which strict mode would refuse as "not defined here".
export function createSchemaValidators(): { byKind: Map<FlowKind, ValidateFunction>; ajv: Ajv2020 } {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true, strictRequired: false });
  for (const file of readdirSync(repoPath('schemas/defs'))) ajv.addSchema(readJson(repoPath(`schemas/defs/${file}`)));
  for (const file of readdirSync(repoPath('schemas/answers'))) ajv.addSchema(readJson(repoPath(`schemas/answers/${file}`)));
  for (const file of [...Object.keys(kindsBySchemaFile), ...internalSchemaFiles]) ajv.addSchema(readJson(repoPath(`schemas/${file}`)));
  const byKind = new Map<FlowKind, ValidateFunction>();
  for (const [file, kind] of Object.entries(kindsBySchemaFile)) {
    const validate = ajv.getSchema(`${baseId}${file}`);
    if (!validate) throw new Error(`schema ${file} did not compile`);
    byKind.set(kind, validate);
  }
  return { byKind, ajv };
}

/** The kind a `$schema` value names, e.g. "../../schemas/journey.schema.json" -> journey. */
export function kindOf(schemaRef: unknown): FlowKind | null {
  if (typeof schemaRef !== 'string') return null;
  const file = schemaRef.split('/').pop() ?? '';
  return (kindsBySchemaFile as Record<string, FlowKind>)[file] ?? null;
}
