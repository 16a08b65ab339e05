import type { StudioProblem } from '../../shared/problem.ts';

export interface ProblemListProps {
  problems: readonly StudioProblem[];
  /** The open file: its problems first, others named by file. */
  path: string;
  onReveal: (pointer: string) => void;
}

/** The draft's problems in the analyst's words, each with where it is; a click shows the place in the editor. */
export function ProblemList({ problems, path, onReveal }: ProblemListProps) {
  if (problems.length === 0) return null;
  const own = problems.filter((problem) => problem.file === path);
  const elsewhere = problems.filter((problem) => problem.file !== path);
  return (
    <section className="problems" aria-label="Problems">
      <h2>
        {problems.length} problem{problems.length === 1 ? '' : 's'}
      </h2>
      <ul>
        {own.map((problem) => (
          <li key={`${problem.pointer} ${problem.message}`}>
            <button type="button" className="link" onClick={() => onReveal(problem.pointer)}>
              {problem.pointer || '(whole file)'}
            </button>{' '}
            {problem.message}
          </li>
        ))}
        {elsewhere.map((problem) => (
          <li key={`${problem.file} ${problem.pointer} ${problem.message}`}>
            <span className="problem-file">
              {problem.file} {problem.pointer}
            </span>{' '}
            {problem.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
