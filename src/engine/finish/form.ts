type Field = Record<string, unknown> & {
  showWhen?: { field?: unknown; equals?: unknown; notEquals?: unknown };
  optionsMatch?: { field?: unknown; optionKey?: unknown };
  applies?: unknown;
};

/** A field's value as text ("" when missing), so a checkbox's true compares as "true". */
const valueText = (name: string) => ({ cat: [{ var: [name, ''] }] });

/**
 * The rule behind a field's `showWhen: { field, equals }` (or `notEquals`):
 * the other field's value, read as text (a missing value as ""), equals (or
 * differs from) the given text. As JSON Logic, so the form checks it through
 * the view's rule evaluator like its `checks` and the comparison is decided
 * here, not in the component.
 */
export function showWhenRule(showWhen: { field?: unknown; equals?: unknown; notEquals?: unknown }): unknown {
  const value = valueText(String(showWhen.field));
  return showWhen.notEquals !== undefined ? { '!=': [value, String(showWhen.notEquals)] } : { '==': [value, String(showWhen.equals)] };
}

/**
 * The rule behind `optionsMatch: { field, optionKey }`: the option offered
 * (`__option` beside the form's values) has `optionKey` equal to the other
 * field's value. With no value chosen there, no option matches.
 */
export function optionsMatchRule(match: { field?: unknown; optionKey?: unknown }): unknown {
  return { '==': [valueText(`__option.${String(match.optionKey)}`), valueText(String(match.field))] };
}

/**
 * Form fields, finished: a field whose flow rule says it does not apply
 * (`applies: false`) is left out; `showWhen` becomes `visibleWhen` and
 * `optionsMatch` becomes `optionWhen`, JSON Logic rules over the form's live
 * values. The flow's fields keep every other property they had.
 */
export function finishForm(props: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(props.fields)) return props;
  const fields = (props.fields as Field[])
    .filter((field) => !(field && typeof field === 'object' && field.applies === false))
    .map((field) => {
      if (!field || typeof field !== 'object') return field;
      let finished: Field = field;
      if (field.showWhen && typeof field.showWhen === 'object') finished = { ...finished, visibleWhen: showWhenRule(field.showWhen) };
      if (field.optionsMatch && typeof field.optionsMatch === 'object') finished = { ...finished, optionWhen: optionsMatchRule(field.optionsMatch) };
      return finished;
    });
  return { ...props, fields };
}
