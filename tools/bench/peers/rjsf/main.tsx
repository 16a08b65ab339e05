/**
 * react-jsonschema-form (@rjsf/core 6 + validator-ajv8): the flow's fields as
 * a JSON Schema, its messages through transformErrors, luhn and expiry
 * through customValidate (the library's own extension points).
 */
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import type { CustomValidator, ErrorTransformer, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { expiryNotPast, mount, now, passesLuhn, paymentForm, requiredMessage } from '../shared/paymentForm.ts';

type Values = Record<string, string | undefined>;
const fields = paymentForm.fields;
const byName = new Map(fields.map((f) => [f.name, f]));

const schema: RJSFSchema = {
  type: 'object',
  required: fields.filter((f) => f.rules?.required).map((f) => f.name),
  properties: Object.fromEntries(
    fields.map((f) => [
      f.name,
      {
        type: 'string',
        title: f.label,
        ...(f.rules?.pattern ? { pattern: f.rules.pattern.value } : {}),
        ...(f.rules?.minLength ? { minLength: f.rules.minLength.value } : {}),
        ...(f.rules?.maxLength ? { maxLength: f.rules.maxLength.value } : {}),
        ...(f.type === 'select' ? { enum: f.options as string[] } : {}),
      },
    ]),
  ),
};
const uiSchema: UiSchema = {
  'ui:submitButtonOptions': { submitText: paymentForm.submitLabel },
  ...Object.fromEntries(
    fields.map((f) => [
      f.name,
      {
        ...(f.hint ? { 'ui:help': f.hint } : {}),
        ...(f.autoComplete ? { 'ui:autocomplete': f.autoComplete } : {}),
        ...(f.type === 'password' ? { 'ui:widget': 'password' } : {}),
        ...(f.type === 'select' ? { 'ui:placeholder': f.placeholder } : {}),
      },
    ]),
  ),
};

const transformErrors: ErrorTransformer = (errors) =>
  errors.map((error) => {
    const name = error.name === 'required' ? String(error.params?.missingProperty ?? '') : (error.property ?? '').replace(/^\./, '');
    const field = byName.get(name);
    if (!field) return error;
    if (error.name === 'required') return { ...error, message: requiredMessage(field) };
    if (error.name === 'pattern' && field.rules?.pattern) return { ...error, message: field.rules.pattern.message };
    if (error.name === 'minLength' && field.rules?.minLength) return { ...error, message: field.rules.minLength.message };
    if (error.name === 'maxLength' && field.rules?.maxLength) return { ...error, message: field.rules.maxLength.message };
    return error;
  });

const customValidate: CustomValidator<Values> = (data, errors) => {
  for (const field of fields) {
    const value = data?.[field.name];
    if (!value) continue;
    if (field.rules?.luhn && !passesLuhn(value)) errors[field.name]?.addError(field.rules.luhn);
    if (field.rules?.expiry && !expiryNotPast(value, now())) errors[field.name]?.addError(field.rules.expiry);
  }
  return errors;
};

createRoot(mount()).render(
  <Form<Values>
    schema={schema}
    uiSchema={uiSchema}
    validator={validator}
    noHtml5Validate
    showErrorList={false}
    transformErrors={transformErrors}
    customValidate={customValidate}
    aria-label={paymentForm.legend}
  />,
);
