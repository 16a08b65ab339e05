import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { staticFolder } from '../../tools/bench/staticFiles.ts';

function folder() {
  const root = mkdtempSync(join(tmpdir(), 'bench-static-'));
  mkdirSync(join(root, 'site', 'assets'), { recursive: true });
  writeFileSync(join(root, 'site', 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(join(root, 'site', 'assets', 'app-1a2b.js'), 'console.log("app")');
  writeFileSync(join(root, 'secret.txt'), 'outside');
  return { root, files: staticFolder(join(root, 'site')) };
}

describe('the bench serves a build folder like a production host', () => {
  it('gzips scripts for a browser that accepts it and caches hashed assets for a year', () => {
    const { files } = folder();
    const answer = files('/assets/app-1a2b.js', true);
    expect(answer?.headers['content-encoding']).toBe('gzip');
    expect(answer?.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(answer!.body).toString()).toBe('console.log("app")');
    expect(files('/assets/app-1a2b.js', false)?.headers['content-encoding']).toBeUndefined();
    expect(files('/index.html', true)?.headers['cache-control']).toBe('no-cache');
  });

  it('never serves a file outside the folder, nor a missing one', () => {
    const { files } = folder();
    expect(files('/../secret.txt', false)).toBeUndefined();
    expect(files('/%2e%2e/secret.txt', false)).toBeUndefined();
    expect(files('/missing.js', false)).toBeUndefined();
  });
});
