type Field = Record<string, unknown> & { showWhen?: { field?: unknown; equals?: unknown } };

/**
 * The rule behind a field's `showWhen: { field, equals }`: the other field's
 * value, read as text (a missing value as ""), equals `equals`. As JSON Logic,
 * so the form checks it through the view's rule evaluator like its `checks`
 * and the comparison is decided here, not in the component.
 */
export function showWhenRule(showWhen: { field?: unknown; equals?: unknown }): unknown {
  return { '==': [{ cat: [{ var: [String(showWhen.field), ''] }] }, String(showWhen.equals)] };
}

/**
 * Form fields with `showWhen` get `visibleWhen`, the JSON Logic rule over the
 * form's live values that says when they show. The flow's `fields` keep every
 * property they had; fields that always show are left as they are.
 */
export function finishForm(props: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(props.fields)) return props;
  const fields = (props.fields as Field[]).map((field) =>
    field && typeof field === 'object' && field.showWhen && typeof field.showWhen === 'object'
      ? { ...field, visibleWhen: showWhenRule(field.showWhen) }
      : field,
  );
  return { ...props, fields };
}
