import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';

/**
 * Validators for the values a flow gives a prop or an argument, one per
 * schema text. Ajv keeps a compiled schema per schema object, and these
 * checks build a new object per use (a prop's schema with its title, an
 * argument's effective schema), so each use compiled again: about a tenth of
 * flows:check's CPU (issue 20 item 4). Tools only: Ajv compiles with
 * `new Function`, which production code never does.
 */
const ajv = new Ajv2020({ strict: false, allErrors: false });
const compiled = new Map<string, ValidateFunction>();

export function valueValidator(schema: object): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}
