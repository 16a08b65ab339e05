/**
 * A field's problem in words, under it: the element its input names in aria-describedby (`<id>-problem`), so a
 * screen reader reads the problem with the field. Nothing when the field has none.
 */
export function FieldProblem({ id, problem }: { id: string; problem: string | null | undefined }) {
  return problem ? (
    <span id={`${id}-problem`} className="field-problem">
      {problem}
    </span>
  ) : null;
}
