import { useRef, useState, type FormEvent } from 'react';
import type { CommitRequest } from '../../shared/api.ts';
import { missingFields, type CommitField } from './commitFields.ts';

export interface CommitFormProps {
  /** Nothing to commit, or a commit under way. */
  disabled: boolean;
  onCommit: (request: CommitRequest) => void;
}

/**
 * The Changes panel's branch and message (issue 19 item 7). A field left
 * empty says so beside it (aria-invalid, described by the words) and the
 * first such field takes the focus: an empty form once answered nothing.
 * noValidate: the browser's own bubble was gone before a screen reader read it.
 */
export function CommitForm({ disabled, onCommit }: CommitFormProps) {
  const [branch, setBranch] = useState('');
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState<Partial<Record<CommitField, string>>>({});
  const branchField = useRef<HTMLInputElement>(null);
  const messageField = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const found = missingFields(branch, message);
    setMissing(found);
    // The first field missing, in the order shown, takes the focus.
    if (found.branch) branchField.current?.focus();
    else if (found.message) messageField.current?.focus();
    else onCommit({ branch, message });
  };
  /** A field written in no longer says it is missing. */
  const filled = (field: CommitField, value: string): void => {
    if (value.trim()) setMissing(({ [field]: _said, ...rest }) => rest);
  };
  const problem = (field: CommitField) => ({
    'aria-invalid': missing[field] ? true : undefined,
    'aria-describedby': missing[field] ? `commit-${field}-missing` : undefined,
  });
  const said = (field: CommitField) =>
    missing[field] && (
      <p id={`commit-${field}-missing`} className="field-problem">
        {missing[field]}
      </p>
    );

  return (
    <form onSubmit={submit} className="commit-form" noValidate>
      <label>
        Branch for this change
        <input
          ref={branchField}
          value={branch}
          onChange={(event) => {
            setBranch(event.target.value);
            filled('branch', event.target.value);
          }}
          placeholder="e.g. savings-new-error"
          required
          {...problem('branch')}
        />
      </label>
      {said('branch')}
      <label>
        What you changed and why
        <textarea
          ref={messageField}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            filled('message', event.target.value);
          }}
          rows={3}
          required
          {...problem('message')}
        />
      </label>
      {said('message')}
      <button type="submit" className="primary" disabled={disabled}>
        Commit to branch
      </button>
    </form>
  );
}
