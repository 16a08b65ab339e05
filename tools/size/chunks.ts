/**
 * Reads Vite's build manifest and groups the output into what the browser must
 * load before the app can start (an entry plus everything it imports statically,
 * and their CSS) and what is fetched later on demand (every other JS chunk).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';

export interface SizedFile {
  file: string;
  gzipBytes: number;
}

export interface Startup {
  /** Manifest key of the entry, e.g. "index.html". */
  entry: string;
  files: SizedFile[];
  gzipBytes: number;
}

export interface LazyChunk extends SizedFile {
  /** Source that is dynamically imported, or "(shared)" for a chunk split out between lazy chunks. */
  source: string;
}

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Level 9, like a CDN's static precompression; sizes are per file, as served. */
export function gzipSize(outDir: string, file: string): number {
  return gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
}

/** Manifest keys reachable from `key` through static `imports`, `key` included. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

/** One row per entry: its JS, the chunks it imports statically, and all of their CSS. */
export function startupFor(manifest: Manifest, outDir: string): Startup[] {
  return Object.keys(manifest)
    .filter((key) => manifest[key]?.isEntry)
    .map((entry) => {
      const chunks = [...staticClosure(manifest, entry)].map((key) => manifest[key]!);
      const names = new Set(chunks.flatMap((c) => [c.file, ...(c.css ?? [])]));
      const files = [...names].map((file) => ({ file, gzipBytes: gzipSize(outDir, file) }));
      return { entry, files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
    });
}

/** Every JS chunk that no entry loads at start-up. */
export function lazyChunks(manifest: Manifest, outDir: string, startup: Startup[]): LazyChunk[] {
  const atStartup = new Set(startup.flatMap((s) => s.files.map((f) => f.file)));
  return Object.entries(manifest)
    .filter(([, c]) => c.file.endsWith('.js') && !atStartup.has(c.file))
    .map(([key, c]) => ({ source: c.isDynamicEntry ? (c.src ?? key) : '(shared)', file: c.file, gzipBytes: gzipSize(outDir, c.file) }));
}
