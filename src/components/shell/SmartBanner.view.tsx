import { useRef } from 'react';
import type { Props } from './SmartBanner.tsx';

/** Five stars, filled to the nearest whole star of the rating (decoration: the text says the number). */
function stars(rating: number): string {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return '★'.repeat(filled) + '☆'.repeat(5 - filled);
}

/**
 * The mobile smart banner of spec 2.9: app name, store rating, open-in-app
 * link, help link and a close button. Whether it shows is the flow's decision
 * (flows/decisions/smart-banner.json). Closing moves focus to the page heading
 * so keyboard and screen-reader users are not left on a removed button.
 */
function SmartBanner({ title, rating, ratingText, ratingLabel, ctaLabel, ctaHref, helpText, helpHref, closeLabel, onClose, testId }: Props) {
  const ref = useRef<HTMLElement>(null);
  const close = () => {
    const heading = ref.current?.closest('main')?.querySelector<HTMLElement>('h1') ?? null;
    onClose?.();
    heading?.focus();
  };
  return (
    <section ref={ref} className="sf-smart-banner" aria-label={title} data-testid={testId}>
      <div className="sf-smart-banner__text">
        <p className="sf-smart-banner__title">{title}</p>
        <p className="sf-smart-banner__rating">
          <span aria-hidden="true">
            <span className="sf-smart-banner__stars">{stars(rating)}</span> {ratingText}
          </span>
          <span className="sf-visually-hidden">{ratingLabel}</span>
        </p>
        {helpText ? (
          helpHref ? (
            <a className="sf-smart-banner__help" href={helpHref}>
              {helpText}
            </a>
          ) : (
            <p className="sf-smart-banner__help">{helpText}</p>
          )
        ) : null}
      </div>
      <a className="sf-button sf-button--primary sf-smart-banner__cta" href={ctaHref}>
        {ctaLabel}
      </a>
      <button type="button" className="sf-smart-banner__close" aria-label={closeLabel} onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}

export default SmartBanner;
