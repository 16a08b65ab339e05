/**
 * docs/requirements.md is the map from the spec ids that comments and flow
 * notes cite ("spec 4.3", "spec 2.9, 3, 6", "spec section 7") to the repo.
 * Every citation must resolve to one of its headings, and every path it
 * names must exist, so the map cannot rot silently.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../../tools/repoPath.ts';

const PAGE = 'docs/requirements.md';
const SCANNED = ['src', 'tools', 'flows', 'schemas', 'tests', 'e2e', 'README.md'];
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|json|md|css|html)$/;

interface Citation {
  file: string;
  line: number;
  id: string;
  text: string;
}

const ID = String.raw`\d{1,2}(?:\.\d{1,2})?`;
// A list goes on after a comma, "and" or "/" with more ids, but not with a quantity ("spec 9, 320 px").
const MORE = String.raw`(?:\s*(?:,|\band\b|/)\s*${ID}\b(?!\s*(?:px|ms|%)))`;
const CITATION = new RegExp(String.raw`\bspec(?:\s+section)?\s+(${ID})\b((?:${MORE})*)`, 'gi');

/** The spec ids a line cites, lists included. */
function citedIds(line: string): string[] {
  return [...line.matchAll(CITATION)].flatMap((match) => [match[1]!, ...(match[2]!.match(new RegExp(ID, 'g')) ?? [])]);
}

/** The ids of the page's headings: "## spec 4.3 Logout and cart loss" gives 4.3. */
function headingIds(page: string): Set<string> {
  return new Set([...page.matchAll(/^#{1,6}\s+spec\s+(\d{1,2}(?:\.\d{1,2})?)\s/gim)].map((match) => match[1]!));
}

function filesUnder(path: string): string[] {
  const absolute = repoPath(path);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [absolute];
  return (readdirSync(absolute, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((name) => TEXT_FILE.test(name) && !name.split(/[\\/]/).includes('node_modules'))
    .map((name) => join(absolute, name));
}

function citations(): Citation[] {
  return SCANNED.flatMap(filesUnder).flatMap((absolute) => {
    const file = relative(repoPath('.'), absolute);
    return readFileSync(absolute, 'utf8')
      .split('\n')
      .flatMap((text, index) => citedIds(text).map((id) => ({ file, line: index + 1, id, text: text.trim().slice(0, 120) })));
  });
}

const page = readFileSync(repoPath(PAGE), 'utf8');

describe('spec citations', () => {
  it('reads single ids, lists and "spec section N", and stops at quantities', () => {
    expect(citedIds('// Spec 4.3: stop services')).toEqual(['4.3']);
    expect(citedIds('Shell and channels (spec 2.9, 3, 6, 9)')).toEqual(['2.9', '3', '6', '9']);
    expect(citedIds('spec 5 and 8; spec 4.5/7')).toEqual(['5', '8', '4.5', '7']);
    expect(citedIds('every call of spec section 7')).toEqual(['7']);
    expect(citedIds('spec 9, 320 px wide')).toEqual(['9']);
    expect(citedIds('spec/storefront-spec.md, the spec says')).toEqual([]);
  });

  it(`every cited id has a heading in ${PAGE}`, () => {
    const headings = headingIds(page);
    const found = citations();
    // The scan reaches the code: hundreds of citations today.
    expect(found.length).toBeGreaterThan(100);
    const unresolved = found
      .filter((citation) => !headings.has(citation.id))
      .map(
        (citation) =>
          `${citation.file}:${citation.line}  cites "spec ${citation.id}", which has no heading "## spec ${citation.id} ..." in ${PAGE}: ${citation.text}`,
      );
    expect(unresolved, `Add the heading to ${PAGE} or correct the citation:\n${unresolved.join('\n')}`).toEqual([]);
  });

  it('has one heading per id', () => {
    const ids = [...page.matchAll(/^#{1,6}\s+spec\s+(\d{1,2}(?:\.\d{1,2})?)\s/gim)].map((match) => match[1]!);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids).toEqual(expect.arrayContaining(['1', '2', '2.1', '2.9', '3', '4', '4.1', '4.9', '5', '6', '7', '8', '9']));
  });
});

describe(PAGE, () => {
  it('names only paths that exist', () => {
    const named = [...page.matchAll(/`((?:src|flows|tests|e2e|tools|schemas|docs)\/[^`\s]*)`/g)].map((match) => match[1]!);
    expect(named.length).toBeGreaterThan(50);
    const exists = (path: string): boolean => {
      if (!path.includes('*')) return existsSync(repoPath(path));
      const folder = path.slice(0, path.lastIndexOf('/', path.indexOf('*')));
      const pattern = new RegExp(
        `^${path
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*\*\//g, '(.*/)?')
          .replace(/\*/g, '[^/]*')}$`,
      );
      return filesUnder(folder).some((file) => pattern.test(relative(repoPath('.'), file)));
    };
    const missing = named.filter((path) => !exists(path));
    expect(missing, `${PAGE} points at paths that do not exist: ${missing.join(', ')}`).toEqual([]);
  });
});
