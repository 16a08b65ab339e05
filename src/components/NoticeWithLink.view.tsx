import type { Props } from './NoticeWithLink.schema.ts';

/**
 * A message with a link to act on it (the popup-blocked error of spec 8: a
 * link the shopper clicks is never blocked). New windows get noopener and
 * noreferrer, so the partner page cannot reach back into ours.
 */
function NoticeWithLink({ text, linkLabel, href, level, newWindow = false, testId }: Props) {
  if (!text || !href) return null;
  return (
    <div className={`sf-alert sf-alert--${level}`} role={level === 'error' ? 'alert' : 'status'} data-testid={testId}>
      <p>{text}</p>
      <p>
        <a href={href} target={newWindow ? '_blank' : undefined} rel={newWindow ? 'noopener noreferrer' : undefined}>
          {linkLabel}
        </a>
      </p>
    </div>
  );
}

export default NoticeWithLink;
