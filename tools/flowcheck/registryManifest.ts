import { readFileSync } from 'node:fs';
import type { ActionEmit } from '../../src/model/actionEmits.ts';
import { repoPath } from '../repoPath.ts';

/** What flows:check knows of the code's registries (written by `npm run gen` from src/app/registries.ts). */
export interface RegistryManifest {
  components: Record<string, { description: string; propsSchema: JsonSchemaObject }>;
  adapters: Record<string, { description: string; method: string; paths: Record<string, string> }>;
  actions: Record<string, { description: string; argsSchema: JsonSchemaObject; emits?: ActionEmit[] }>;
}

export type JsonSchemaObject = Record<string, unknown> & {
  properties?: Record<string, JsonSchemaObject>;
  required?: string[];
  additionalProperties?: boolean | JsonSchemaObject;
  items?: JsonSchemaObject;
  type?: string | string[];
  $ref?: string;
};

export function readRegistryManifest(): RegistryManifest {
  return JSON.parse(readFileSync(repoPath('schemas/generated/registry.json'), 'utf8')) as RegistryManifest;
}
