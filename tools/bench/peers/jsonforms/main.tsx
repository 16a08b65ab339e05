/**
 * JSON Forms (@jsonforms/react + vanilla renderers): the flow's fields as a
 * JSON Schema and a vertical layout; messages through the i18n
 * translateError hook; luhn and expiry as additionalErrors. JSON Forms has
 * no submit button of its own: the form's button switches validation from
 * hidden to shown, the library's documented way to validate on submit.
 */
import { useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { JsonForms } from '@jsonforms/react';
import { vanillaCells, vanillaRenderers } from '@jsonforms/vanilla-renderers';
import type { ErrorObject } from 'ajv';
import type { JsonSchema7, UISchemaElement } from '@jsonforms/core';
import { expiryNotPast, mount, now, passesLuhn, paymentForm, requiredMessage } from '../shared/paymentForm.ts';

type Values = Record<string, string | undefined>;
const fields = paymentForm.fields;
const byName = new Map(fields.map((f) => [f.name, f]));

const schema: JsonSchema7 = {
  type: 'object',
  required: fields.filter((f) => f.rules?.required).map((f) => f.name),
  properties: Object.fromEntries(
    fields.map((f) => [
      f.name,
      {
        type: 'string',
        title: f.label,
        ...(f.hint ? { description: f.hint } : {}),
        ...(f.rules?.pattern ? { pattern: f.rules.pattern.value } : {}),
        ...(f.rules?.minLength ? { minLength: f.rules.minLength.value } : {}),
        ...(f.rules?.maxLength ? { maxLength: f.rules.maxLength.value } : {}),
        ...(f.type === 'select' ? { enum: f.options as string[] } : {}),
      },
    ]),
  ),
};
const uischema = {
  type: 'VerticalLayout',
  elements: fields.map((f) => ({ type: 'Control', scope: `#/properties/${f.name}`, options: { showUnfocusedDescription: true } })),
} as UISchemaElement;

function translateError(error: ErrorObject): string {
  const name = error.keyword === 'required' ? String((error.params as { missingProperty?: string }).missingProperty) : error.instancePath.replace(/^\//, '');
  const field = byName.get(name);
  if (!field) return error.message ?? '';
  if (error.keyword === 'required') return requiredMessage(field);
  if (error.keyword === 'pattern' && field.rules?.pattern) return field.rules.pattern.message;
  if (error.keyword === 'minLength' && field.rules?.minLength) return field.rules.minLength.message;
  if (error.keyword === 'maxLength' && field.rules?.maxLength) return field.rules.maxLength.message;
  return error.message ?? '';
}

function cardErrors(data: Values): ErrorObject[] {
  const errors: ErrorObject[] = [];
  for (const field of fields) {
    const value = data[field.name];
    if (!value) continue;
    const add = (keyword: string, message: string) => errors.push({ instancePath: `/${field.name}`, schemaPath: '', keyword, params: {}, message });
    if (field.rules?.luhn && !passesLuhn(value)) add('luhn', field.rules.luhn);
    if (field.rules?.expiry && !expiryNotPast(value, now())) add('expiry', field.rules.expiry);
  }
  return errors;
}

function PaymentForm() {
  const [data, setData] = useState<Values>({});
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <form aria-label={paymentForm.legend} noValidate onSubmit={submit}>
      <JsonForms
        schema={schema}
        uischema={uischema}
        data={data}
        renderers={vanillaRenderers}
        cells={vanillaCells}
        validationMode={submitted ? 'ValidateAndShow' : 'ValidateAndHide'}
        additionalErrors={submitted ? cardErrors(data) : []}
        i18n={{ translateError: (error) => translateError(error) }}
        onChange={({ data: next }) => setData(next as Values)}
      />
      <button type="submit">{paymentForm.submitLabel}</button>
    </form>
  );
}

createRoot(mount()).render(<PaymentForm />);
