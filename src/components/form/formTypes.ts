/**
 * A form field as a flow declares it (Form's `fields` prop). Texts and facts
 * inside are resolved before the component sees them; `checks[].rule` stays
 * JSON Logic over the form's values ({"var": "email"}), checked through the
 * view's rule evaluator.
 */
export interface FieldRule<T> {
  value: T;
  message: string;
}

export interface FieldCheck {
  rule: unknown;
  message: string;
}

export interface FieldDefinition {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'select' | 'radio' | 'checkbox' | 'password';
  hint?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  placeholder?: string;
  defaultValue?: string | boolean;
  options?: (Record<string, unknown> | string)[];
  optionValue?: string;
  optionLabel?: string;
  optionHint?: string;
  optionExtra?: string;
  sensitive?: boolean;
  /** Reformats what is typed: `expiry` shows digits as MM/YY (no "/" on a numeric keypad). */
  format?: 'expiry';
  rules?: {
    required?: string;
    pattern?: FieldRule<string>;
    minLength?: FieldRule<number>;
    maxLength?: FieldRule<number>;
    luhn?: string;
    expiry?: string;
  };
  checks?: FieldCheck[];
  /** Shown only when this other field has (equals) or has not (notEquals) this value (e.g. port-in number when numberType is port). */
  showWhen?: { field: string; equals?: string; notEquals?: string };
  /** showWhen as the engine finished it: JSON Logic over the form's values (src/engine/finish/form.ts). */
  visibleWhen?: unknown;
  /** Only the options whose `optionKey` equals the value of `field` (the models of the chosen brand). */
  optionsMatch?: { field: string; optionKey: string };
  /** optionsMatch as the engine finished it: JSON Logic over the form's values plus `__option`, the option being offered. */
  optionWhen?: unknown;
  /** false: the flow left this field out (finished away by the engine; never reaches the view). */
  applies?: boolean;
}
