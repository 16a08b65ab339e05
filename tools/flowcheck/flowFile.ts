import { readFileSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import { flowTextProblems } from './flowText.ts';
import { lineColumn } from './lineColumn.ts';
import { keepsEveryKey } from './plainJson.ts';
import type { Problem } from './problem.ts';

export { lineColumn };

/** A flow file read from disk with its syntax tree (for line numbers). */
export interface FlowFile {
  /** Path as shown in messages (relative to the working directory). */
  path: string;
  text: string;
  tree: Node | undefined;
  data: unknown;
}

/**
 * The JSON files under a folder (or the file itself), sorted. Read synchronously from the folders' entries: the
 * promise per file and folder (a stat of each, on the thread pool) cost about 0.03 s of CPU for the 185 flow files
 * against 0.002 s (issue 20 item 4, docs/performance.md "flows:check after one edit (session 37)"). As when each entry
 * was stat'ed: a link named *.json is what it links to, a link to a folder under another name is not followed.
 */
function listJson(path: string): string[] {
  if (statSync(path).isFile()) return [path];
  const found: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const inside = join(folder, entry.name);
      if (entry.isDirectory()) walk(inside);
      else if (entry.name.endsWith('.json')) {
        if (entry.isSymbolicLink() && statSync(inside).isDirectory()) walk(inside);
        else found.push(inside);
      }
    }
  };
  walk(path);
  return found.sort();
}

/** Expands files and folders to the JSON files under them. */
export async function collectFlowPaths(targets: readonly string[]): Promise<string[]> {
  return [...new Set(targets.flatMap((target) => listJson(resolve(target))))];
}

/**
 * Parses a flow file strictly as JSON; syntax errors become located problems. A text that JSON.parse accepts with
 * every key it writes (plainJson.ts) has none: its syntax tree is built when a problem is placed (lazyTreeFile), not
 * here (a cold flows:check, docs/performance.md "flows:check (session 38)"). Any other text is parsed into its tree
 * at once to say what is wrong.
 */
export function parseFlowText(path: string, text: string): { file: FlowFile; problems: Problem[] } {
  let plain: unknown;
  try {
    plain = JSON.parse(text);
  } catch {
    return parsedWithTree(path, text);
  }
  return keepsEveryKey(text, plain) ? { file: lazyTreeFile(path, text, plain), problems: [] } : parsedWithTree(path, text);
}

/** A flow file whose text has no syntax problem, its syntax tree built on first use (for a problem's line number). */
function lazyTreeFile(path: string, text: string, data: unknown): FlowFile {
  let tree: Node | undefined | null = null;
  return {
    path,
    text,
    data,
    get tree() {
      tree ??= parseTree(text, [], { allowTrailingComma: false, disallowComments: true });
      return tree;
    },
  };
}

function parsedWithTree(path: string, text: string): { file: FlowFile; problems: Problem[] } {
  const { tree, problems: found } = flowTextProblems(path, text);
  const problems: Problem[] = found.map(({ file, line, column, pointer, message }) => ({ file, line, column, pointer, message }));
  let data: unknown;
  if (problems.length === 0) {
    try {
      data = JSON.parse(text);
    } catch (error) {
      problems.push({ file: path, line: 1, column: 1, pointer: '', message: `JSON syntax error: ${(error as Error).message}` });
    }
  }
  return { file: { path, text, tree, data }, problems };
}

export async function readFlowFile(absolutePath: string, cwd = process.cwd()): Promise<{ file: FlowFile; problems: Problem[] }> {
  const text = await readFile(absolutePath, 'utf8');
  return parseFlowText(relative(cwd, absolutePath) || absolutePath, text);
}

/**
 * Reads a flow file that `isKnownValid` (the unit cache: the same text passed its syntax and schema checks before)
 * vouches for: only JSON.parse, the syntax tree built on first use (for a problem's line number). Any other file is
 * read as readFlowFile reads it. Read synchronously: a promise per file on the thread pool cost about 0.03 s of CPU
 * for the 185 flow files against 0.01 s (session 37, docs/performance.md "flows:check after one edit (session 37)").
 */
export async function readFlowFileKnownValid(
  absolutePath: string,
  isKnownValid: (path: string, text: string) => boolean,
  cwd = process.cwd(),
): Promise<{ file: FlowFile; problems: Problem[] }> {
  const text = readFileSync(absolutePath, 'utf8');
  const path = relative(cwd, absolutePath) || absolutePath;
  if (!isKnownValid(path, text)) return parseFlowText(path, text);
  return { file: lazyTreeFile(path, text, JSON.parse(text) as unknown), problems: [] };
}

/** Line and column of the value at a pointer; the nearest existing parent when it is missing. */
export function locate(file: FlowFile, segments: readonly (string | number)[]): { line: number; column: number } {
  if (!file.tree) return { line: 1, column: 1 };
  for (let length = segments.length; length >= 0; length -= 1) {
    const path = segments.slice(0, length).map((segment) => (typeof segment === 'string' && /^\d+$/.test(segment) ? Number(segment) : segment));
    const node = findNodeAtLocation(file.tree, path);
    if (node) {
      // Point at the property name when there is one: that is what the analyst reads first.
      const target = node.parent?.type === 'property' ? node.parent : node;
      return lineColumn(file.text, target.offset);
    }
  }
  return { line: 1, column: 1 };
}
