/** Shape of a precompiled AJV standalone validator (src/model/generated/answerValidators.js). */
export interface AnswerValidator {
  (data: unknown): boolean;
  errors?: { instancePath: string; message?: string }[] | null;
}

export function describeValidationFailure(validate: AnswerValidator): string {
  const first = validate.errors?.[0];
  if (!first) return 'it does not match its schema';
  return `${first.instancePath || '(root)'} ${first.message ?? 'is invalid'}`;
}
