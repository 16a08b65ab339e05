import { readFileSync, existsSync } from 'node:fs';
import type { FlowSet } from '../../src/model/flowSet.ts';
import { repoPath } from '../repoPath.ts';
import type { JsonSchemaObject, RegistryManifest } from './registryManifest.ts';
import { vocabularyOf } from './vocabularyOf.ts';
import { hintFor, nearest } from './suggest.ts';

function readSchema(relative: string): JsonSchemaObject {
  return JSON.parse(readFileSync(repoPath(relative), 'utf8')) as JsonSchemaObject;
}

/**
 * The schema of every fact a predicate may read: schemas/facts.schema.json plus
 * the parts that come from registries and flow files (answers.<adapter>,
 * calls.<adapter>, decisions.<table>, lists, switches, settings, texts).
 */
export function buildVocabulary(flows: FlowSet, manifest: RegistryManifest): JsonSchemaObject {
  const answers: Record<string, unknown> = { 'common.schema.json': readSchema('schemas/answers/common.schema.json') };
  for (const adapter of Object.keys(manifest.adapters)) {
    const file = `schemas/answers/${adapter}.schema.json`;
    if (existsSync(repoPath(file))) answers[`${adapter}.schema.json`] = readSchema(file);
  }
  return vocabularyOf(flows, manifest, { facts: readSchema('schemas/facts.schema.json'), answers });
}

/** Checks a fact path against the vocabulary; returns null when known, else the message. */
export function checkFactPath(vocabulary: JsonSchemaObject, path: string): string | null {
  return checkFactNear(vocabulary, path)?.message ?? null;
}

/**
 * checkFactPath with the whole path meant when one name in it is a near miss (`cart.cuont` -> `cart.count`, the
 * rest of the path kept), if that path is a known fact; null when the path is known.
 */
export function checkFactNear(vocabulary: JsonSchemaObject, path: string): { message: string; meant: string | null } | null {
  if (path === '') return null;
  let node: JsonSchemaObject = vocabulary;
  const walked: string[] = [];
  for (const segment of path.split('.')) {
    const properties = node.properties ?? {};
    const known = properties[segment];
    if (known) {
      node = known;
    } else if (node.items && /^\d+$/.test(segment)) {
      node = node.items;
    } else if (node.additionalProperties && typeof node.additionalProperties === 'object') {
      node = node.additionalProperties;
    } else if (
      node.additionalProperties === true ||
      (!node.properties && !node.items && node.type !== 'string' && node.type !== 'boolean' && node.type !== 'number' && !node.enum)
    ) {
      return null; // an open object: anything below is allowed
    } else {
      const where = walked.length ? `"${walked.join('.')}"` : 'the facts';
      const names = Object.keys(properties);
      const near = nearest(segment, names);
      const message = `unknown fact "${path}": ${where} has no "${segment}".${hintFor(near)}${names.length && near === null ? ` Known: ${names.slice(0, 15).join(', ')}.` : ''} Facts are listed in schemas/facts.schema.json and the README.`;
      const rest = path.split('.').slice(walked.length + 1);
      const meant = near === null ? null : [...walked, near, ...rest].join('.');
      return { message, meant: meant !== null && checkFactNear(vocabulary, meant) === null ? meant : null };
    }
    walked.push(segment);
  }
  return null;
}
