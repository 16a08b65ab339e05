import { segmentsOf } from '../../../tools/flowcheck/problem.ts';
import type { StudioProblem } from '../../shared/problem.ts';

/** The value at a JSON pointer, as JSON to compare; undefined when nothing is there. */
function valueAt(data: unknown, pointer: string): string | undefined {
  const value = segmentsOf(pointer).reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    data,
  );
  return JSON.stringify(value);
}

export interface CurrentProblems {
  /** Problems whose place holds in the draft what it held in the draft checked: they speak of what is shown. */
  current: StudioProblem[];
  /** Problems of a place changed since: their words may quote the value before ("http://old…"); a check is on its way. */
  checking: StudioProblem[];
}

/**
 * Splits the open file's problems by whether they still speak of the draft. The check answers 1-3 s after an edit on
 * a loaded machine, and until then the problems are an earlier draft's: the redirect field said `redirect target
 * "http://a" would be refused` under "http://ab", and still complained after the analyst had mended it. A place
 * edited since is being checked again, so its old words are shown nowhere (studio/README.md "Problems").
 */
export function currentProblems(problems: readonly StudioProblem[], checkedDraft: unknown, draft: unknown): CurrentProblems {
  if (checkedDraft === draft) return { current: [...problems], checking: [] };
  const current: StudioProblem[] = [];
  const checking: StudioProblem[] = [];
  for (const problem of problems) (valueAt(checkedDraft, problem.pointer) === valueAt(draft, problem.pointer) ? current : checking).push(problem);
  return { current, checking };
}
