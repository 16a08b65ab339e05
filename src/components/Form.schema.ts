/** Form: the props flows may give (its schema), kept apart so the component can load on first use. */
import type { PropsOf } from '../registry/propsOf.ts';
import { eventProp } from '../registry/propsOf.ts';
const textRule = {
  type: 'object',
  properties: { value: { type: 'string' }, message: { type: 'string' } },
  required: ['value', 'message'],
  additionalProperties: false,
} as const;
const numberRule = {
  type: 'object',
  properties: { value: { type: 'number' }, message: { type: 'string' } },
  required: ['value', 'message'],
  additionalProperties: false,
} as const;

const fieldSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    label: { type: 'string' },
    type: { enum: ['text', 'email', 'tel', 'select', 'radio', 'checkbox', 'password'] },
    hint: { type: 'string' },
    autoComplete: { type: 'string' },
    inputMode: { enum: ['text', 'numeric', 'tel', 'email'] },
    placeholder: { type: 'string' },
    defaultValue: { type: ['string', 'boolean'] },
    options: { type: 'array', items: { type: ['object', 'string'] }, description: 'objects (see optionValue, optionLabel...) or plain strings' },
    optionValue: { type: 'string' },
    optionLabel: { type: 'string' },
    optionHint: { type: 'string' },
    optionExtra: { type: 'string' },
    sensitive: { type: 'boolean', description: 'cleared from the form after submit (card number, CVV)' },
    format: { enum: ['expiry'], description: 'reformat as typed: expiry shows 1229 as 12/29 (a numeric keypad has no "/")' },
    rules: {
      type: 'object',
      properties: {
        required: { type: 'string' },
        pattern: textRule,
        minLength: numberRule,
        maxLength: numberRule,
        luhn: { type: 'string' },
        expiry: { type: 'string' },
      },
      additionalProperties: false,
    },
    checks: { type: 'array', items: { type: 'object', properties: { rule: {}, message: { type: 'string' } }, required: ['rule', 'message'] } },
    showWhen: {
      type: 'object',
      description: 'shown only while another field has (equals) or has not (notEquals) this value',
      properties: { field: { type: 'string' }, equals: { type: 'string' }, notEquals: { type: 'string' } },
      required: ['field'],
      additionalProperties: false,
    },
    optionsMatch: {
      type: 'object',
      description: 'offers only the options whose property optionKey equals the value of another field (e.g. the models of the chosen brand)',
      properties: { field: { type: 'string' }, optionKey: { type: 'string' } },
      required: ['field', 'optionKey'],
      additionalProperties: false,
    },
    applies: { type: 'boolean', description: 'false leaves the field out of the form (a flow rule says this shopper need not be asked)' },
  },
  required: ['name', 'label'],
  additionalProperties: false,
} as const;

export const propsSchema = {
  type: 'object',
  properties: {
    formId: { type: 'string', description: 'sent as formId in the payload, so one handler can tell forms apart' },
    legend: { type: 'string', description: 'accessible name of the form' },
    fields: { type: 'array', items: fieldSchema },
    submitLabel: { type: 'string' },
    busy: { type: 'boolean' },
    requiredMark: { type: 'string', description: 'text after a required label, e.g. "(required)"' },
    now: { type: 'number', description: 'clock time for the expiry check (facts clock.now)' },
    onSubmit: eventProp,
  },
  required: ['formId', 'legend', 'fields', 'submitLabel', 'onSubmit'],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema, 'onSubmit'>;
