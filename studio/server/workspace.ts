import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { FlowSet } from '../../src/model/flowSet.ts';
import { checkParsedFlows, type ParsedFlowFile, type UnitCheckResult } from '../../tools/flowcheck/checkFlows.ts';
import { collectFlowPaths, parseFlowText } from '../../tools/flowcheck/flowFile.ts';
import { readRegistryManifest, type RegistryManifest } from '../../tools/flowcheck/registryManifest.ts';
import { formatFlowJson } from '../../tools/format/compactJson.ts';
import type { StudioProblem } from '../shared/problem.ts';
import { textHash } from './hash.ts';
import { settledText } from './settledText.ts';
import { unitsReached } from './recheckPlan.ts';

/** A flow file as the studio holds it: its text on disk, parsed, and the hash a save must name. */
export interface HeldFile extends ParsedFlowFile {
  hash: string;
}

/** A draft of one file: parsed JSON (written in the house format) or the analyst's raw text. */
export interface Draft {
  data?: unknown;
  text?: string;
}

/** The text a draft is written as: parsed JSON in the house format (tools/format), raw text as typed. */
export function draftText(draft: Draft): string {
  return draft.text !== undefined ? draft.text : formatFlowJson(draft.data);
}

/**
 * The flows as the studio's server holds them (issue 19 item 7): every file
 * under `<root>/flows` read once and kept parsed, so a draft is checked by
 * swapping one file in memory and running flows:check's checks
 * (tools/flowcheck/checkParsedFlows), without reading the tree again.
 * File paths are relative to the root ("flows/lists/card.json"), as in problems.
 */
export class Workspace {
  private readonly files = new Map<string, HeldFile>();
  private lastResult: UnitCheckResult | null = null;
  readonly manifest: RegistryManifest;

  constructor(readonly root: string) {
    this.manifest = readRegistryManifest();
  }

  get flowsDir(): string {
    return join(this.root, 'flows');
  }

  async load(): Promise<void> {
    this.files.clear();
    for (const absolute of await collectFlowPaths([this.flowsDir])) await this.reread(relative(this.root, absolute));
  }

  /**
   * Reads one file again from disk (the watcher saw it change); a file gone is forgotten. A file that looks half
   * written (empty, or no longer JSON) is read again after a short wait before it is held (settledText.ts).
   */
  async reread(path: string): Promise<void> {
    const absolute = join(this.root, path);
    const before = this.files.get(path);
    let text: string;
    try {
      text = await settledText(absolute, await readFile(absolute, 'utf8'), before !== undefined && before.file.data !== undefined);
    } catch {
      this.lastResult = null;
      this.files.delete(path);
      return;
    }
    this.lastResult = null;
    this.files.set(path, { ...parseFlowText(path, text), hash: textHash(text) });
  }

  /** Reads a file again unless its text on disk is the one held (the studio's own save). */
  async rereadUnlessHeld(path: string, heldHash: string | undefined): Promise<void> {
    try {
      if (heldHash !== undefined && textHash(await readFile(join(this.root, path), 'utf8')) === heldHash) return;
    } catch {
      // Gone: reread forgets it.
    }
    await this.reread(path);
  }

  /** After a save: the written text becomes the held version, and the draft's check the current one. */
  hold(path: string, text: string, checked: UnitCheckResult | null = null): HeldFile {
    const held = { ...parseFlowText(path, text), hash: textHash(text) };
    this.files.set(path, held);
    this.lastResult = checked;
    return held;
  }

  /** Every held file by path. */
  held(): ReadonlyMap<string, HeldFile> {
    return this.files;
  }

  paths(): string[] {
    return [...this.files.keys()].sort();
  }

  file(path: string): HeldFile | undefined {
    return this.files.get(path);
  }

  /**
   * The held flows, checked, when they are exactly what is on disk (the same
   * files, each with the text held) and have no problem; else null. The dev
   * server's storefront takes them after a save instead of reading and
   * checking the whole tree again (tools/vite/flowsPlugin.ts `held`).
   */
  flowsInSync(): { flows: FlowSet; files: string[] } | null {
    // Only a check already made (after a save, or the first one in the background): never a full one here.
    const checked = this.lastResult;
    if (!checked || checked.problems.length > 0) return null;
    // Read without yielding: a save's case generation, once started, holds the event loop for seconds.
    const files = (readdirSync(this.flowsDir, { recursive: true, encoding: 'utf8' }) as string[])
      .filter((name) => name.endsWith('.json'))
      .map((name) => join(this.flowsDir, name))
      .sort();
    if (files.length !== this.files.size) return null;
    for (const absolute of files) {
      const held = this.files.get(relative(this.root, absolute));
      if (!held || textHash(readFileSync(absolute, 'utf8')) !== held.hash) return null;
    }
    return { flows: checked.flows, files };
  }

  /** The check of the flows as held (on disk), kept until a file changes. */
  current(): UnitCheckResult {
    this.lastResult ??= checkParsedFlows([...this.files.values()], this.manifest, { tables: true });
    return this.lastResult;
  }

  /**
   * The flows with `path` replaced by the draft, checked; nothing is written.
   * Only what the edit reaches runs again (recheckPlan.ts); the other units'
   * problems are the held flows' (they are the same files).
   */
  check(path: string, draft: Draft, companions: readonly { path: string; draft: Draft }[] = []): UnitCheckResult & { text: string; rechecked: number | 'all' } {
    const text = draftText(draft);
    const current = this.current();
    const edited = parseFlowText(path, text);
    const others = new Map(companions.map((companion) => [companion.path, parseFlowText(companion.path, draftText(companion.draft))]));
    others.set(path, edited);
    // In the held order, each draft in its file's place: which of two duplicate names is "first" stays the same.
    const parsed: ParsedFlowFile[] = [...this.files.entries()].map(([held, file]) => others.get(held) ?? file);
    for (const [drafted, file] of others) if (!this.files.has(drafted)) parsed.push(file);
    // Several files at once: everything is checked again (the reuse plan follows one file's edit).
    const reached = companions.length > 0 ? null : unitsReached(this.files.get(path), edited, current);
    // recheckPlan gives units only for table and value files: the held composition of journeys still holds.
    const reuse = reached ? { previous: current.units, recheck: (unit: string) => reached.has(unit), composition: current.composition } : undefined;
    return { ...checkParsedFlows(parsed, this.manifest, { tables: true }, undefined, reuse), text, rechecked: reached ? reached.size : 'all' };
  }
}

/**
 * Problems as the API sends them (the same fields; paths already relative to the root). flows:check's closing note
 * that checks were skipped (Problem.note) is no problem of a place: it took the first problem's pointer, so an editor
 * showed it at that field (a table row's id). The studio says it once, in its status (skippedChecks).
 */
export function studioProblems(result: { problems: readonly (StudioProblem & { note?: string })[] }): StudioProblem[] {
  return result.problems
    .filter((problem) => !problem.note)
    .map(({ file, line, column, pointer, message, nearMiss }) => ({ file, line, column, pointer, message, ...(nearMiss ? { nearMiss } : {}) }));
}

/**
 * What the studio says when flows:check skipped its later checks (a file failed to parse or its schema): in the
 * analyst's words, without the command line's "run flows:check again" (the studio checks again as they type).
 */
export const skippedChecksWords = 'Names, texts, values and examples are checked once every file parses and matches its schema.';

/** What the studio says when a rule names an operator that does not exist: the examples could not be run. */
export const notRunWords = 'Examples are run once every rule uses known operators: see the "unknown operator" problem.';

/** skippedChecksWords when the check skipped its later checks, else nothing (the answer leaves the field out). */
export function skippedChecks(result: { problems: readonly { note?: string }[] }): { skipped?: string } {
  if (result.problems.some((problem) => problem.note === 'skipped')) return { skipped: skippedChecksWords };
  return result.problems.some((problem) => problem.note === 'notRun') ? { skipped: notRunWords } : {};
}
