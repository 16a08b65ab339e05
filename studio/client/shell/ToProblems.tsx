export interface ToProblemsProps {
  /** How many problems the list below the editor shows (every file's). */
  count: number;
  /** The id of the list's heading, a focus target (ProblemList's `headingId`). */
  target: string;
}

/**
 * The toolbar's way to the problem list. The list is under the editor: on a long table it was 20,000 px down
 * (serviceErrors), and the toolbar said only "Checked: 1 problem(s) in this file." beside a Save turned off. This
 * button, in the header that stays in view, moves the focus to the list's heading, so the keyboard and a screen
 * reader go on from there (the usability review of session 40; studio/README.md "Problems").
 */
export function ToProblems({ count, target }: ToProblemsProps) {
  if (count === 0) return null;
  return (
    <button type="button" className="link to-problems" onClick={() => document.getElementById(target)?.focus()}>
      Go to the {count} problem{count === 1 ? '' : 's'}
    </button>
  );
}
