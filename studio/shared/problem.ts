import type { NearMiss } from '../../tools/flowcheck/problem.ts';

/**
 * One thing wrong in a flow file, as the studio shows it: the same fields as
 * flows:check's problems (tools/flowcheck/problem.ts), the file given
 * relative to the project root ("flows/decisions/device-type.json").
 */
export interface StudioProblem {
  file: string;
  line: number;
  column: number;
  /** JSON pointer inside the file, "" for the whole file. */
  pointer: string;
  message: string;
  /** A misspelt name at the place and the name meant: the problem list offers to write it (nameMeant.ts). */
  nearMiss?: NearMiss;
}

/** The problems of one file, as an editor receives them. */
export function problemsOf(problems: readonly StudioProblem[], file: string): StudioProblem[] {
  return problems.filter((problem) => problem.file === file);
}

/** Problems at a pointer or inside it ("/rows/2" holds "/rows/2/when"). */
export function problemsAt(problems: readonly StudioProblem[], pointer: string): StudioProblem[] {
  return problems.filter((problem) => problem.pointer === pointer || problem.pointer.startsWith(`${pointer}/`));
}
