import { useEffect, useId, type ChangeEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type RegisterOptions, type UseFormRegister } from 'react-hook-form';
import { useRuleEvaluator, type RuleEvaluator } from '../registry/ruleContext.ts';
import { expiryNotPast, formatExpiry, passesLuhn } from './form/cardChecks.ts';
import type { FieldDefinition } from './form/formTypes.ts';
import type { Props } from './Form.schema.ts';
type Values = Record<string, string | boolean>;

/** react-hook-form options from the flow's declared rules; messages come from the flow too. */
function registerOptions(field: FieldDefinition, evaluate: RuleEvaluator, now: number | undefined): RegisterOptions<Values> {
  const rules = field.rules ?? {};
  const validate: Record<string, (value: unknown, values: Values) => true | string> = {};
  if (rules.luhn) {
    const message = rules.luhn;
    validate.luhn = (value) => (typeof value !== 'string' || value === '' || passesLuhn(value) ? true : message);
  }
  if (rules.expiry) {
    const message = rules.expiry;
    // Read the time only when checking, never while rendering; flows pass clock.now so tests control it.
    validate.expiry = (value) => (typeof value !== 'string' || value === '' || expiryNotPast(value, now ?? Date.now()) ? true : message);
  }
  (field.checks ?? []).forEach((check, index) => {
    validate[`check${index}`] = (_value, values) => (evaluate(check.rule, values) ? true : check.message);
  });
  return {
    required: rules.required ? { value: true, message: rules.required } : undefined,
    pattern: rules.pattern ? { value: new RegExp(rules.pattern.value), message: rules.pattern.message } : undefined,
    minLength: rules.minLength,
    maxLength: rules.maxLength,
    validate,
  };
}

interface FieldProps {
  field: FieldDefinition;
  formKey: string;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
  options: RegisterOptions<Values>;
  requiredMark: string;
  /** The options this field offers now (optionsMatch applied). */
  offered: (Record<string, unknown> | string)[];
}

function optionParts(field: FieldDefinition, option: Record<string, unknown> | string) {
  if (typeof option === 'string') return { value: option, label: option, hint: '', extra: '' };
  const value = String(option[field.optionValue ?? 'value'] ?? '');
  const label = String(option[field.optionLabel ?? 'label'] ?? value);
  const hint = field.optionHint ? String(option[field.optionHint] ?? '') : '';
  const extra = field.optionExtra ? String(option[field.optionExtra] ?? '') : '';
  return { value, label, hint, extra };
}

/** One field: label, hint, control and its error, tied together by ids (aria-describedby). */
function Field({ field, formKey, register, errors, options, requiredMark, offered }: FieldProps) {
  const id = `${formKey}-${field.name}`;
  const error = errors[field.name]?.message;
  const message = typeof error === 'string' ? error : undefined;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const label = `${field.label}${field.rules?.required && requiredMark ? ` ${requiredMark}` : ''}`;
  const hint = field.hint ? (
    <p id={hintId} className="sf-field__hint">
      {field.hint}
    </p>
  ) : null;
  const errorText = message ? (
    <p id={errorId} className="sf-field__error">
      {message}
    </p>
  ) : null;
  const type = field.type ?? 'text';
  const registered = register(field.name, options);
  // A format rewrites what was typed before the form reads it, so the shopper sees and sends the same value.
  const formatted =
    field.format === 'expiry'
      ? {
          ...registered,
          onChange: (event: ChangeEvent<HTMLInputElement>) => {
            event.target.value = formatExpiry(event.target.value);
            return registered.onChange(event);
          },
        }
      : registered;

  if (type === 'radio') {
    return (
      <fieldset className="sf-field sf-field--choice" aria-describedby={describedBy}>
        <legend className="sf-field__label">{label}</legend>
        {hint}
        {errorText}
        {offered.map((option) => {
          const { value, label: optionLabel, hint: optionHint, extra } = optionParts(field, option);
          const optionId = `${id}-${value}`;
          return (
            <div key={value} className="sf-choice">
              <input
                id={optionId}
                type="radio"
                value={value}
                aria-invalid={message ? true : undefined}
                aria-describedby={optionHint ? `${optionId}-hint` : undefined}
                {...register(field.name, options)}
              />
              <label htmlFor={optionId}>
                <span className="sf-choice__label">{optionLabel}</span>
                {extra ? <span className="sf-choice__extra">{extra}</span> : null}
              </label>
              {optionHint ? (
                <p id={`${optionId}-hint`} className="sf-field__hint sf-choice__hint">
                  {optionHint}
                </p>
              ) : null}
            </div>
          );
        })}
      </fieldset>
    );
  }
  if (type === 'checkbox') {
    return (
      <div className="sf-field sf-field--checkbox">
        <input id={id} type="checkbox" aria-invalid={message ? true : undefined} aria-describedby={describedBy} {...register(field.name, options)} />
        <label htmlFor={id} className="sf-field__label">
          {label}
        </label>
        {hint}
        {errorText}
      </div>
    );
  }
  return (
    <div className="sf-field">
      <label htmlFor={id} className="sf-field__label">
        {label}
      </label>
      {hint}
      {type === 'select' ? (
        <select id={id} aria-invalid={message ? true : undefined} aria-describedby={describedBy} {...register(field.name, options)}>
          <option value="">{field.placeholder ?? ''}</option>
          {offered.map((option) => {
            const { value, label: optionLabel } = optionParts(field, option);
            return (
              <option key={value} value={value}>
                {optionLabel}
              </option>
            );
          })}
        </select>
      ) : (
        <input
          id={id}
          type={type}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          placeholder={field.placeholder}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          {...formatted}
        />
      )}
      {errorText}
    </div>
  );
}

/**
 * A form whose fields, rules and messages come from the flow. On a valid
 * submit it hands { formId, ...values } to onSubmit (the page's `on` handler
 * reads them as event.*) and then clears sensitive fields, so a card number
 * stays in no state after submit. Invalid: errors shown, focus on the first.
 */
function Form({ formId, legend, fields, submitLabel, busy = false, requiredMark = '', now, onSubmit, testId }: Props) {
  const formKey = `${formId}-${useId().replace(/:/g, '')}`;
  const definitions = fields as unknown as FieldDefinition[];
  const evaluate = useRuleEvaluator();
  const defaultValues = Object.fromEntries(definitions.map((field) => [field.name, field.defaultValue ?? (field.type === 'checkbox' ? false : '')]));
  const { register, handleSubmit, formState, control, resetField, setValue } = useForm<Values>({
    defaultValues,
    shouldFocusError: true,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldUnregister: true,
  });
  const values = useWatch({ control });
  // The engine turned each showWhen into a rule over the live values (src/engine/finish/form.ts); checked like `checks`.
  const visible = definitions.filter((field) => field.visibleWhen === undefined || evaluate(field.visibleWhen, values));
  // optionsMatch, finished as optionWhen: only the options that match another field's value (the chosen brand's models).
  const offeredOf = (field: FieldDefinition) =>
    field.optionWhen === undefined
      ? (field.options ?? [])
      : (field.options ?? []).filter((option) => evaluate(field.optionWhen, { ...values, __option: option }));
  const stale = visible.filter((field) => {
    const value = values[field.name];
    return (
      field.optionWhen !== undefined &&
      typeof value === 'string' &&
      value !== '' &&
      !offeredOf(field).some((option) => optionParts(field, option).value === value)
    );
  });
  // A choice no longer offered (the brand changed) is cleared, so a model of another brand is never sent.
  useEffect(() => {
    for (const field of stale) setValue(field.name, '');
  });
  const submit = handleSubmit((submitted) => {
    if (busy) return;
    onSubmit?.({ formId, ...submitted });
    for (const field of definitions) if (field.sensitive) resetField(field.name, { defaultValue: '' });
  });
  return (
    <form className="sf-form" aria-label={legend} noValidate onSubmit={(event) => void submit(event)} data-testid={testId}>
      {visible.map((field) => (
        <Field
          key={field.name}
          field={field}
          formKey={formKey}
          register={register}
          errors={formState.errors}
          options={registerOptions(field, evaluate, now)}
          requiredMark={requiredMark}
          offered={offeredOf(field)}
        />
      ))}
      <button type="submit" className="sf-button sf-button--primary" aria-busy={busy || undefined} aria-disabled={busy || undefined}>
        {submitLabel}
      </button>
    </form>
  );
}

export default Form;
