/**
 * Names a minified position of the bench's production build by its ORIGINAL
 * source (a package for node_modules, else the src/ path), through the
 * build's hidden source maps (`<outDir>-sourcemaps/`, tools/vite/securityPlugin.ts).
 * Used by `npm run bench:profile` and `npm run bench:long-tasks`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The part of source-map-js (a tools/bench dependency) used here. */
interface SourceMapConsumer {
  originalPositionFor(at: { line: number; column: number; bias?: number }): { source: string | null; line: number | null; name: string | null };
}
export interface SourceMapJs {
  SourceMapConsumer: { new (map: unknown): SourceMapConsumer; LEAST_UPPER_BOUND: number };
}

/** The original source of a minified position: a package name for node_modules, else the src/ path. */
export type Namer = (url: string, line: number, column: number, withLine?: boolean) => string;

/**
 * A chunk's hidden source map, with how many lines the chunk has more than its
 * map: the build puts the entry's `__vite__mapDeps` line on top after its map
 * was made (the map has one line fewer), so positions below it map one line up.
 */
function loadMap(Consumer: SourceMapJs['SourceMapConsumer'], mapPath: string, chunkPath: string): { map: SourceMapConsumer; shift: number } {
  const raw = JSON.parse(readFileSync(mapPath, 'utf8')) as { mappings: string };
  const chunkLines = existsSync(chunkPath) ? readFileSync(chunkPath, 'utf8').split('\n').length : 0;
  const mapLines = raw.mappings.split(';').length;
  return { map: new Consumer(raw), shift: chunkLines > mapLines ? chunkLines - mapLines : 0 };
}

/** A namer for the build in `appDir` (its maps in the sibling `<appDir>-sourcemaps/assets`). */
export function sourceNamer({ SourceMapConsumer }: SourceMapJs, appDir: string): Namer {
  const maps = new Map<string, { map: SourceMapConsumer; shift: number } | undefined>();
  const mapDir = join(`${appDir}-sourcemaps`, 'assets');
  return (url, rawLine, column, withLine = false) => {
    if (!url) return '(program, GC, idle)';
    const file = url.split('/').pop() ?? url;
    if (!maps.has(file)) {
      const path = join(mapDir, `${file}.map`);
      maps.set(file, existsSync(path) ? loadMap(SourceMapConsumer, path, join(appDir, 'assets', file)) : undefined);
    }
    const { map, shift = 0 } = maps.get(file) ?? {};
    const line = rawLine - shift;
    if (line < 0) return file;
    // Minified function starts can sit just before the first mapping of their line: then take the next one.
    const at = map?.originalPositionFor({ line: line + 1, column });
    const found = at?.source ? at : map?.originalPositionFor({ line: line + 1, column, bias: SourceMapConsumer.LEAST_UPPER_BOUND });
    const source = found?.source;
    if (!source) return file;
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
    const named = pkg ? `pkg ${pkg[1]}` : source.replace(/^.*?\/src\//, 'src/');
    return withLine ? `${named}:${found?.line ?? '?'} ${found?.name ?? ''}` : named;
  };
}
