import { wordBreaks } from '../../wordBreaks.tsx';

/**
 * On/off as a switch (WAI-ARIA switch pattern: a button with aria-checked),
 * named by its label so a screen reader says "EA_BAU, switch, off".
 */
export function SwitchToggle({
  label,
  checked,
  onToggle,
  describedBy,
}: {
  label: string;
  checked: boolean;
  onToggle(next: boolean): void;
  describedBy?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      className={`studio-switch${checked ? ' studio-switch--on' : ''}`}
      onClick={() => onToggle(!checked)}
    >
      <span className="studio-switch__track" aria-hidden="true">
        <span className="studio-switch__thumb" />
      </span>
      <span className="studio-switch__label" aria-hidden="true">
        {/* A long switch name (NSA_REDIRECT_TH_PROSPECT_ACC_ATC) wraps at its underscores, not past a 375 px window. */}
        {wordBreaks(label)}: {checked ? 'on' : 'off'}
      </span>
    </button>
  );
}
