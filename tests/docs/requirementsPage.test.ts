/**
 * docs/requirements.md is the map from the spec ids that comments and flow
 * notes cite ("spec 4.3", "spec 2.9, 3, 6", "spec section 7") to the repo.
 * Every citation must resolve to one of its headings, every issue cited
 * ("issue 19", "issue 10 items 3, 4") must be a row of its table "Issues cited
 * in the code" listing the cited items, and every path it names must exist,
 * so the map cannot rot silently.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../../tools/repoPath.ts';

const PAGE = 'docs/requirements.md';
// studio/ and tools/ hold their own READMEs (studio/README.md, tools/qa/README.md); docs/ holds this page.
const SCANNED = ['src', 'studio', 'tools', 'flows', 'schemas', 'tests', 'e2e', 'docs', 'README.md'];
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|json|md|css|html)$/;

interface Located {
  file: string;
  line: number;
  /** The cited line, trimmed. */
  text: string;
}

interface Citation extends Located {
  id: string;
}

/**
 * Between two words of a citation: spaces, or a line break and the next line's comment leader
 * (" * ", "// ", "# "), so "(issue 11\n * item 4)" is read whole.
 */
const GAP = String.raw`(?:[ \t]*\r?\n[ \t]*(?:\*(?!\/)|\/\/|#+|>)?[ \t]*|[ \t]+)`;
const ID = String.raw`\d{1,2}(?:\.\d{1,2})?`;
// A list goes on after a comma, "and" or "/" with more ids, but not with a quantity ("spec 9, 320 px").
const MORE = String.raw`(?:\s*(?:,|\band\b|/)\s*${ID}\b(?!\s*(?:px|ms|%)))`;
const CITATION = new RegExp(String.raw`\bspec(?:${GAP}section)?${GAP}(${ID})\b((?:${MORE})*)`, 'gi');

/** The spec ids a text cites, lists included, each with its offset in the text. */
function specCitations(text: string): { id: string; at: number }[] {
  return [...text.matchAll(CITATION)].flatMap((match) => [match[1]!, ...(match[2]!.match(new RegExp(ID, 'g')) ?? [])].map((id) => ({ id, at: match.index })));
}

/** The spec ids a line cites, lists included. */
function citedIds(line: string): string[] {
  return specCitations(line).map((citation) => citation.id);
}

// "issue 19", "Issue 20 item 4", "issue 10 items 3, 4 and 7", "issue 12's heap": an issue, then the items named.
const ITEM = String.raw`\d{1,2}\b(?![.:]\d|\s*(?:px|ms|%|KiB|B\b))`;
const MORE_ITEMS = String.raw`(?:\s*(?:,|\band\b|&)${GAP}?${ITEM})`;
const ISSUE_CITATION = new RegExp(String.raw`\bissue${GAP}#?(\d{1,3})\b(?![.:]\d)(?:'s)?(?:,?${GAP}items?${GAP}(${ITEM}(?:${MORE_ITEMS})*))?`, 'gi');

interface IssueCitation {
  issue: string;
  items: string[];
  at: number;
}

/** The issues a text cites, each with the items it names (none for the whole issue) and its offset. */
function issueCitations(text: string): IssueCitation[] {
  return [...text.matchAll(ISSUE_CITATION)].map((match) => ({
    issue: match[1]!,
    items: match[2]?.match(/\d{1,2}/g) ?? [],
    at: match.index,
  }));
}

/** The issues and items a text cites, as "19" and "19 item 7". */
function citedIssues(text: string): string[] {
  return issueCitations(text).flatMap(({ issue, items }) => (items.length === 0 ? [issue] : items.map((item) => `${issue} item ${item}`)));
}

/**
 * The table "Issues cited in the code": each row's issue with the items its middle
 * cell names ("item 3: prop finishers; items 4 and 5: ...").
 */
function issueRows(markdown: string): Map<string, Set<string>> {
  const section = markdown.split(/^## Issues cited in the code\s*$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = new Map<string, Set<string>>();
  for (const [, issue, brought] of section.matchAll(/^\|\s*(\d{1,3})\s*\|([^|\n]*)\|[^|\n]*\S[^|\n]*\|\s*$/gm)) {
    const items = [...brought!.matchAll(new RegExp(String.raw`\bitems?\s+(\d{1,2}\b(?:${MORE_ITEMS})*)`, 'gi'))].flatMap(
      (match) => match[1]!.match(/\d{1,2}/g) ?? [],
    );
    rows.set(issue!, new Set(items));
  }
  return rows;
}

/** What is wrong with a citation against the table, or undefined when it resolves. */
function unlisted(citation: IssueCitation, rows: Map<string, Set<string>>): string | undefined {
  const row = rows.get(citation.issue);
  const cited = `issue ${citation.issue}${citation.items.length > 0 ? ` item${citation.items.length > 1 ? 's' : ''} ${citation.items.join(', ')}` : ''}`;
  if (!row) return `cites ${cited}, but issue ${citation.issue} has no row in the table "Issues cited in the code"`;
  const missing = citation.items.filter((item) => !row.has(item));
  if (missing.length === 0) return undefined;
  return `cites issue ${citation.issue} item${missing.length > 1 ? 's' : ''} ${missing.join(', ')}, which its row in the table "Issues cited in the code" does not list`;
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

const scannedFiles = SCANNED.flatMap(filesUnder).map((absolute) => ({
  file: relative(repoPath('.'), absolute),
  content: readFileSync(absolute, 'utf8'),
}));

/** Where an offset in a file's content is: its line number and the line. */
function locate(file: string, content: string, at: number): Located {
  const start = content.lastIndexOf('\n', at - 1) + 1;
  const end = content.indexOf('\n', at);
  const line = content.slice(0, start).split('\n').length;
  return {
    file,
    line,
    text: content
      .slice(start, end === -1 ? undefined : end)
      .trim()
      .slice(0, 120),
  };
}

function citations(): Citation[] {
  return scannedFiles.flatMap(({ file, content }) => specCitations(content).map(({ id, at }) => ({ ...locate(file, content, at), id })));
}

function allIssueCitations(): (IssueCitation & Located)[] {
  return scannedFiles.flatMap(({ file, content }) => issueCitations(content).map((citation) => ({ ...citation, ...locate(file, content, citation.at) })));
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
    expect(citedIds('the spec 2.3\n * redirect (spec\n * 4.5)')).toEqual(['2.3', '4.5']);
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

describe('issue citations', () => {
  it('reads an issue, its items, lists of items and citations wrapped over comment lines', () => {
    expect(citedIssues('// Issue 20 item 3: composes the page')).toEqual(['20 item 3']);
    expect(citedIssues('(issue 10 items 3, 4 and 7)')).toEqual(['10 item 3', '10 item 4', '10 item 7']);
    expect(citedIssues('issue 12 item 3, issue 9 item 4')).toEqual(['12 item 3', '9 item 4']);
    expect(citedIssues("the goals of issue 20 item 4 (and issue 12's heap goals)")).toEqual(['20 item 4', '12']);
    expect(citedIssues('`flows:impact` (issue 11\n * item 4): every table')).toEqual(['11 item 4']);
    expect(citedIssues('(issue 23\n  // item 7: Spanish)')).toEqual(['23 item 7']);
    expect(citedIssues('issue 20 item 4, 110 KiB; issue 22 item 4 merged (519 B over)')).toEqual(['20 item 4', '22 item 4']);
    expect(citedIssues('docs/images/issue23-cart-1280.png, an issue with it, issues show 19')).toEqual([]);
  });

  it('names the file and line of a citation the table does not resolve', () => {
    const rows = issueRows(
      [
        '## Issues cited in the code',
        '',
        '| Issue | What | Where |',
        '|---|---|---|',
        '| 19 | Studio: item 2: navigator; items 3 and 5: editors | `studio/` |',
      ].join('\n'),
    );
    expect(rows).toEqual(new Map([['19', new Set(['2', '3', '5'])]]));
    const problems = (text: string): (string | undefined)[] => issueCitations(text).map((citation) => unlisted(citation, rows));
    expect(problems('issue 19 items 2 and 5')).toEqual([undefined]);
    expect(problems('issue 19 items 2, 7')).toEqual(['cites issue 19 item 7, which its row in the table "Issues cited in the code" does not list']);
    expect(problems('issue 22 item 4')).toEqual(['cites issue 22 item 4, but issue 22 has no row in the table "Issues cited in the code"']);
    const content = 'first line\n/** The store (issue 19\n * item 7). */';
    const [citation] = issueCitations(content);
    expect(locate('studio/x.ts', content, citation!.at)).toEqual({ file: 'studio/x.ts', line: 2, text: '/** The store (issue 19' });
  });

  it(`every cited issue is a row of ${PAGE}'s table "Issues cited in the code", listing the cited items`, () => {
    const rows = issueRows(page);
    const found = allIssueCitations();
    // The scan reaches the code, the studio and the READMEs: hundreds of citations today.
    expect(found.length).toBeGreaterThan(300);
    expect(found.some((citation) => citation.file.startsWith('studio/'))).toBe(true);
    const unresolved = found.flatMap((citation) => {
      const problem = unlisted(citation, rows);
      return problem ? [`${citation.file}:${citation.line}  ${problem}: ${citation.text}`] : [];
    });
    expect(
      unresolved,
      `Add the issue or item to the table in ${PAGE} (what it asked for, in our words, and where it lives), or correct the citation:\n${unresolved.join('\n')}`,
    ).toEqual([]);
  });
});

describe(PAGE, () => {
  it('names only paths that exist', () => {
    const named = [...page.matchAll(/`((?:src|studio|flows|tests|e2e|tools|schemas|docs)\/[^`\s]*)`/g)].map((match) => match[1]!);
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
