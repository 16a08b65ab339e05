import { useEffect, useRef } from 'react';

export interface NotificationBannerProps {
  message: string;
  title: string;
  level: 'error' | 'blocker' | 'warning' | 'reward' | 'checkMark' | 'info';
  closeLabel: string;
  /** Changes with each new notification, so a new error takes focus again. */
  serial: number;
  onClose: () => void;
  /** Optional second control: the error-assistance link (spec 4.5) or the cancelled-case button (spec 8). No label, no control. */
  actionLabel?: string;
  onAction?: () => void;
}

const interrupting = new Set(['error', 'blocker']);

/**
 * The notification banner (spec 4.6). Errors interrupt (role alert) and move
 * focus to the close button so keyboard users can dismiss them at once; the
 * other levels are announced politely (role status) and leave focus alone.
 */
export function NotificationBanner({ message, title, level, closeLabel, serial, onClose, actionLabel, onAction }: NotificationBannerProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const isError = interrupting.has(level);

  useEffect(() => {
    if (isError) closeRef.current?.focus();
  }, [isError, serial]);

  const tone = isError ? 'error' : level === 'warning' ? 'warning' : 'info';
  return (
    <div className={`sf-alert sf-alert--${tone} sf-notification`} role={isError ? 'alert' : 'status'} data-level={level}>
      {title ? <p className="sf-notification-title">{title}</p> : null}
      <p>{message}</p>
      {actionLabel && onAction ? (
        <button type="button" className="sf-button sf-button--secondary sf-notification-action" onClick={onAction}>
          {actionLabel}
        </button>
      ) : null}
      <button ref={closeRef} type="button" className="sf-button sf-button--secondary sf-notification-close" onClick={onClose}>
        {closeLabel}
      </button>
    </div>
  );
}
