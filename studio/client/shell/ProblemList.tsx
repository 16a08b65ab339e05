import type { StudioProblem } from '../../shared/problem.ts';
import { withNameMeant } from '../../shared/nameMeant.ts';
import { wordBreaks } from '../wordBreaks.tsx';

export interface ProblemListProps {
  problems: readonly StudioProblem[];
  /** The open file: its problems first, others named by file. */
  path: string;
  /** The open file's problems at places edited since they were found: said to be checked again, not in their old words. */
  checking?: readonly StudioProblem[];
  onReveal: (pointer: string) => void;
  /** The open file's draft: a misspelt name (a problem's near miss) is offered in one click only where the draft still has it. */
  draft?: unknown;
  /** Writes the name meant for a problem's misspelt one (withNameMeant's next draft). */
  onNameMeant?: (problem: StudioProblem, next: unknown) => void;
  /** The heading's id: the toolbar's "Go to the … problems" focuses it (ToProblems.tsx). */
  headingId?: string;
}

/**
 * The draft's problems in the analyst's words, each with where it is; a click shows the place in the editor. A
 * name flows:check took for a misspelling ("Did you mean "cart.count"?") has a button that writes the name meant
 * there, so the analyst need not find it in the JSON (studio/README.md "Problems"). A problem at a place edited since
 * it was found keeps its place in the list but not its words, which may quote the value before (currentProblems.ts).
 */
export function ProblemList({ problems, path, checking = [], onReveal, draft, onNameMeant, headingId }: ProblemListProps) {
  if (problems.length === 0) return null;
  const own = problems.filter((problem) => problem.file === path);
  const elsewhere = problems.filter((problem) => problem.file !== path);
  return (
    <section className="problems" aria-label="Problems">
      {/* Focusable by script only: the toolbar's way here (ToProblems.tsx). */}
      <h2 id={headingId} tabIndex={-1}>
        {problems.length} problem{problems.length === 1 ? '' : 's'}
      </h2>
      <ul>
        {own.map((problem) => {
          const stale = checking.includes(problem);
          const next = !stale && problem.nearMiss && onNameMeant ? withNameMeant(draft, problem.pointer, problem.nearMiss) : null;
          return (
            <li key={`${problem.pointer} ${problem.message}`}>
              <button type="button" className="link" onClick={() => onReveal(problem.pointer)}>
                {problem.pointer ? wordBreaks(problem.pointer) : '(whole file)'}
              </button>{' '}
              {stale ? 'Changed since it was checked: checking it again…' : problem.message}
              {next !== null && problem.nearMiss && (
                <>
                  {' '}
                  <button type="button" onClick={() => onNameMeant?.(problem, next)}>
                    Write “{problem.nearMiss.meant}” for “{problem.nearMiss.written}”
                  </button>
                </>
              )}
            </li>
          );
        })}
        {elsewhere.map((problem) => (
          <li key={`${problem.file} ${problem.pointer} ${problem.message}`}>
            {/* Broken between their parts: a long pointer (/pages/creditcardmlp/on/MAINE_APPLY/0/examples/0) made a 375 px window scroll sideways. */}
            <span className="problem-file">
              {wordBreaks(problem.file)} {wordBreaks(problem.pointer)}
            </span>{' '}
            {problem.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
