/**
 * docs/architecture.md is what comments cite for the house rules
 * ("docs/architecture.md principle 4", docs/architecture.md "The call path").
 * Every such citation must resolve to a numbered principle or a heading, every
 * path the page names must exist, and nothing cites the old out-of-repo
 * ARCHITECTURE.md (issue 22 item 6).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../../tools/repoPath.ts';

const PAGE = 'docs/architecture.md';
const SCANNED = ['src', 'tools', 'flows', 'schemas', 'e2e', 'studio', 'eslint.config.js', 'vite.config.ts', 'README.md'];
const TEXT_FILE = /\.(ts|tsx|js|json|md|css|html)$/;

function files(path: string): string[] {
  const full = repoPath(path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full).flatMap((name) => (name === 'node_modules' || name === 'generated' ? [] : files(join(path, name))));
}

const page = readFileSync(repoPath(PAGE), 'utf8');
const principles = new Set([...page.matchAll(/^(\d+)\. \*\*/gm)].map((match) => match[1]));
const headings = new Set([...page.matchAll(/^#+ (.+)$/gm)].map((match) => match[1]?.trim()));
const scanned = SCANNED.flatMap(files)
  .filter((path) => TEXT_FILE.test(path))
  .map((path) => ({ path: relative(repoPath('.'), repoPath(path)), text: readFileSync(repoPath(path), 'utf8') }));

describe('docs/architecture.md', () => {
  it('is cited, never the ARCHITECTURE.md that is not in the repository', () => {
    expect(scanned.filter((file) => /ARCHITECTURE(\.md| principle| ")/.test(file.text)).map((file) => file.path)).toEqual([]);
  });

  it('has every principle and section a citation names', () => {
    const unresolved = scanned.flatMap((file) => [
      ...[...file.text.matchAll(/docs\/architecture\.md principle (\d+)/g)]
        .filter((match) => !principles.has(match[1]))
        .map((match) => `${file.path}: ${match[0]}`),
      ...[...file.text.matchAll(/docs\/architecture\.md \\?"([^"\\]+)\\?"/g)]
        .filter((match) => !headings.has(match[1]))
        .map((match) => `${file.path}: ${match[0]}`),
    ]);
    expect(unresolved).toEqual([]);
  });

  it('names only paths that exist', () => {
    const paths = [...page.matchAll(/`((?:src|tools|tests|schemas|flows|studio|docs)\/[^`*<]+?)`/g)].map((match) => match[1] ?? '');
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !existsSync(repoPath(path)))).toEqual([]);
  });
});
