import type { PricePart } from '../../model/finishedProps.ts';

/**
 * A price line finished by the engine (src/engine/finish/priceParts.ts): the
 * amount set in the price type ("$27.78" large), the words around it small
 * ("/mo for 36 months"). Presentation only; the text reads the same.
 */
export function PriceText({ parts, className }: { parts: readonly PricePart[]; className: string }) {
  return (
    <p className={className}>
      {parts.map((part, index) => (
        <span key={index} className={part.amount ? 'sf-price__amount' : 'sf-price__unit'}>
          {part.text}
        </span>
      ))}
    </p>
  );
}
