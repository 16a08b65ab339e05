import { useId } from 'react';
import { FieldMessage } from './FieldMessage.tsx';

/** One of a schema's enum values, as a choice: nothing else can be entered. */
export function ChoiceField<T extends string | number>({
  label,
  value,
  choices,
  onCommit,
  problems = [],
}: {
  label: string;
  value: T;
  choices: readonly T[];
  onCommit(next: T): void;
  problems?: readonly string[];
}) {
  const id = useId();
  return (
    <div className="studio-field">
      <label htmlFor={`${id}-select`}>{label}</label>
      <select
        id={`${id}-select`}
        value={String(value)}
        aria-describedby={problems.length > 0 ? `${id}-message` : undefined}
        onChange={(event) => {
          const next = choices.find((choice) => String(choice) === event.target.value);
          if (next !== undefined && next !== value) onCommit(next);
        }}
      >
        {choices.map((choice) => (
          <option key={String(choice)} value={String(choice)}>
            {String(choice)}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-message`} messages={problems} />
    </div>
  );
}
