/**
 * SurveyJS (survey-core + survey-react-ui): the flow's fields as a survey
 * model; required and regex messages in the model; luhn and expiry as
 * expression validators over functions registered with FunctionFactory (the
 * library's extension point). Errors show on Complete, as the model's default.
 */
import { createRoot } from 'react-dom/client';
import { FunctionFactory, Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import 'survey-core/survey-core.min.css';
import { expiryNotPast, mount, now, passesLuhn, paymentForm, requiredMessage } from '../shared/paymentForm.ts';

FunctionFactory.Instance.register('luhn', (params: unknown[]) => !params[0] || passesLuhn(String(params[0])));
FunctionFactory.Instance.register('notExpired', (params: unknown[]) => !params[0] || expiryNotPast(String(params[0]), now()));

const elements = paymentForm.fields.map((f) => {
  const validators: Record<string, unknown>[] = [];
  if (f.rules?.pattern) validators.push({ type: 'regex', regex: f.rules.pattern.value, text: f.rules.pattern.message });
  if (f.rules?.minLength) validators.push({ type: 'text', minLength: f.rules.minLength.value, text: f.rules.minLength.message });
  if (f.rules?.maxLength) validators.push({ type: 'text', maxLength: f.rules.maxLength.value, text: f.rules.maxLength.message });
  if (f.rules?.luhn) validators.push({ type: 'expression', expression: `luhn({${f.name}})`, text: f.rules.luhn });
  if (f.rules?.expiry) validators.push({ type: 'expression', expression: `notExpired({${f.name}})`, text: f.rules.expiry });
  return {
    type: f.type === 'select' ? 'dropdown' : 'text',
    name: f.name,
    title: f.label,
    ...(f.hint ? { description: f.hint } : {}),
    ...(f.type === 'select' ? { choices: f.options, placeholder: f.placeholder } : { inputType: f.type === 'password' ? 'password' : (f.type ?? 'text') }),
    ...(f.autoComplete ? { autocomplete: f.autoComplete } : {}),
    isRequired: Boolean(f.rules?.required),
    ...(f.rules?.required ? { requiredErrorText: requiredMessage(f) } : {}),
    validators,
  };
});

const model = new Model({
  title: paymentForm.legend,
  completeText: paymentForm.submitLabel,
  showQuestionNumbers: 'off',
  questionErrorLocation: 'bottom',
  elements,
});

createRoot(mount()).render(<Survey model={model} />);
