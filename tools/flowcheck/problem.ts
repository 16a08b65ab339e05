/**
 * A name written at a problem's place that flows:check does not know, and the known name closest to it (the
 * message's "Did you mean"): the studio offers to write `meant` for `written` there in one click
 * (studio/README.md "Problems"). Only where the near miss is the whole name written (a fact, a text key, a component...).
 */
export interface NearMiss {
  written: string;
  meant: string;
}

/** One thing wrong in a flow file, located for the analyst. */
export interface Problem {
  file: string;
  line: number;
  column: number;
  /** JSON pointer inside the file, e.g. /pages/openbankmlp/body/0/component. */
  pointer: string;
  message: string;
  /**
   * A note about the run rather than a problem of this place: flows:check's closing "checks of names, values and
   * examples were skipped" line (checkScope.ts skippedNote), printed last. The studio says it in its status line,
   * not at a field (studio/server/workspace.ts studioProblems). 'notRun': the checks that run rules could not run
   * one (an unknown operator, checkScope.ts examplesNotRunNote).
   */
  note?: 'skipped' | 'notRun';
  nearMiss?: NearMiss;
}

/** The near miss an issue carries, as a field to spread into its problem (nothing when it has none). */
export const nearMissOf = (issue: { nearMiss?: NearMiss }): { nearMiss?: NearMiss } => (issue.nearMiss ? { nearMiss: issue.nearMiss } : {});

/** contracts 1: `path:line:col  /json/pointer  message` */
export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.column}  ${problem.pointer || '/'}  ${problem.message}`;
}

export function pointerOf(segments: readonly (string | number)[]): string {
  return segments.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

export function segmentsOf(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}
