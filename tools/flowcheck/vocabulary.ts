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

/** Roots only some places may read (tools/flowcheck/logicCheck.ts): event in handlers, error in error tables. */
const placeRoots = new Set(['event', 'error']);

/** The roots a place may read, its own extra roots first, so a short "Known" list still names them. */
function readableRoots(vocabulary: JsonSchemaObject, extraRoots: readonly string[]): string[] {
  const roots = Object.keys(vocabulary.properties ?? {}).filter((root) => !placeRoots.has(root));
  return [...extraRoots.filter((root) => Object.hasOwn(vocabulary.properties ?? {}, root)), ...roots];
}

/**
 * Checks a fact path against the vocabulary; returns null when known, else the message. `extraRoots` are the roots
 * readable at this place besides the facts (error in an error table): the "Did you mean" and the "Known" list offer
 * them, and no root this place may not read.
 */
export function checkFactPath(vocabulary: JsonSchemaObject, path: string, extraRoots: readonly string[] = []): string | null {
  return checkFactNear(vocabulary, path, extraRoots)?.message ?? null;
}

/**
 * checkFactPath with the whole path meant when one name in it is a near miss (`cart.cuont` -> `cart.count`, the
 * rest of the path kept), if that path is a known fact; null when the path is known. A path written in words
 * ("error id", as the studio's sentences say it) is meant as the path it names.
 */
export function checkFactNear(
  vocabulary: JsonSchemaObject,
  path: string,
  extraRoots: readonly string[] = [],
): { message: string; meant: string | null } | null {
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
      const names = walked.length ? Object.keys(properties) : readableRoots(vocabulary, extraRoots);
      const dotted = path.trim().replace(/\s+/g, '.');
      if (dotted !== path && checkFactNear(vocabulary, dotted, extraRoots) === null) {
        return {
          message: `unknown fact "${path}": ${where} has no "${segment}".${hintFor(dotted)} Facts are listed in schemas/facts.schema.json and the README.`,
          meant: dotted,
        };
      }
      const near = nearest(segment, names);
      const message = `unknown fact "${path}": ${where} has no "${segment}".${hintFor(near)}${names.length && near === null ? ` Known: ${names.slice(0, 15).join(', ')}.` : ''} Facts are listed in schemas/facts.schema.json and the README.`;
      const rest = path.split('.').slice(walked.length + 1);
      const meant = near === null ? null : [...walked, near, ...rest].join('.');
      return { message, meant: meant !== null && checkFactNear(vocabulary, meant, extraRoots) === null ? meant : null };
    }
    walked.push(segment);
  }
  return null;
}
