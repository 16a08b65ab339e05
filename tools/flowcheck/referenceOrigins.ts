import type { OriginOf, ReferenceOrigin } from '../../src/engine/references/reference.ts';
import type { Origins } from './assemble.ts';
import { kindsBySchemaFile } from './schemas.ts';

/**
 * The reference index's view of the source map (src/engine/references): for
 * an object of the composed flows, the fragment or layout it was written in.
 * Kinds come from each file's `$schema`, as flows:check reads them.
 */
export function referenceOrigins(origins: Pick<Origins, 'sourceMap'>): OriginOf {
  const cache = new Map<object, ReferenceOrigin>();
  return (value) => {
    const origin = origins.sourceMap?.originOf(value);
    if (!origin) return undefined;
    let found = cache.get(origin.file);
    if (!found) {
      const data = origin.file.data as { $schema?: string; id?: unknown };
      const schemaFile = (data.$schema ?? '').split('/').pop() ?? '';
      const kind = kindsBySchemaFile[schemaFile as keyof typeof kindsBySchemaFile];
      found =
        kind === 'fragment' || kind === 'layout'
          ? { kind, id: String(data.id), file: origin.file.path }
          : { kind: 'other', id: origin.file.path, file: origin.file.path };
      cache.set(origin.file, found);
    }
    return found;
  };
}
