import { relative } from 'node:path';
import { collectFlowPaths } from './flowFile.ts';
import type { Problem } from './problem.ts';

export interface CheckOptions {
  /**
   * A flows folder loaded as context: its names (pages, texts, lists...) are
   * known, but only the problems of the targets are reported. Single-file mode
   * (`flows:check -- flows/journeys/card.json`) sets it to flows/, so a valid
   * file checked alone gives no false "unknown text key" errors.
   */
  context?: string;
}

/** The files to load and the files whose problems are reported, as shown in messages. */
export async function scopeOf(targets: readonly string[], options: CheckOptions): Promise<{ paths: string[]; reported: string[] }> {
  const reported = await collectFlowPaths(targets);
  if (!options.context) return { paths: reported, reported };
  const context = await collectFlowPaths([options.context]);
  return { paths: [...new Set([...context, ...reported])].sort(), reported };
}

function shown(path: string): string {
  return relative(process.cwd(), path) || path;
}

/**
 * Whether a problem is printed: problems of context files are not (single-file
 * mode), problems of the targets and of files that are not flows at all (the
 * generated key manifest) are (paths in problems are relative to the working directory).
 */
export function isReported(problem: Problem, reported: readonly string[], loaded: readonly string[] = reported): boolean {
  if (reported.some((path) => shown(path) === problem.file)) return true;
  return !loaded.some((path) => shown(path) === problem.file);
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/**
 * When a file failed to parse or failed its schema, the checks that need the
 * names it defines are skipped (an "unknown page" elsewhere would only be a
 * follow-on error); one closing line says so. Syntax and schema problems of
 * context files are printed too: they are why the targets could not be checked.
 */
export function skippedNote(rootProblems: readonly Problem[]): Problem | null {
  const failed = [...new Set(rootProblems.map((problem) => problem.file))];
  const first = rootProblems[0];
  if (!first) return null;
  return {
    file: first.file,
    line: first.line,
    column: first.column,
    pointer: first.pointer,
    message: `checks of names, values and examples were skipped because ${failed.join(', ')} failed to parse or failed its schema. Fix the problem(s) above first, then run flows:check again.`,
    note: 'skipped',
  };
}

/** The operator json-logic-js names when it meets one it does not know ("Unrecognized operation x"), else null. */
export function unknownOperatorOf(error: unknown): string | null {
  const found = error instanceof Error ? /^Unrecognized operation (.+)$/.exec(error.message) : null;
  return found ? (found[1] as string) : null;
}

/**
 * The note closing a run in which some checks could not run a rule: one names an operator that does not exist (its
 * own problem, "unknown operator", is among the problems). Printed last, said once in the studio's status.
 */
export function examplesNotRunNote(operator: string, problems: readonly Problem[]): Problem {
  // Placed at the operator's own problem (as the skipped note at the first root problem), so the line reads as a place.
  const at = problems.find((problem) => problem.message.startsWith(`unknown operator "${operator}"`)) ?? problems[0];
  return {
    file: at?.file ?? '',
    line: at?.line ?? 0,
    column: at?.column ?? 0,
    pointer: at?.pointer ?? '',
    message: `the examples and table checks that run rules were not run, because a rule uses the unknown operator "${operator}". Fix that problem first, then run flows:check again.`,
    note: 'notRun',
  };
}
