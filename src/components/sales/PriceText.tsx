import { Fragment } from 'react';
import { fill } from './money.ts';

/**
 * A label the flow gave, filled like `fill`, with the value of `emphasis`
 * (the amount) set in the price type: "$27.78" large, "/mo for 36 months" small.
 * Presentation only; the words stay the flow's and the text reads the same.
 */
export function PriceText({
  template,
  values,
  emphasis,
  className,
}: {
  template: string;
  values: Record<string, string | number>;
  emphasis: string;
  className: string;
}) {
  const parts = template.split(new RegExp(`(\\{${emphasis}\\})`));
  return (
    <p className={className}>
      {parts.map((part, index) =>
        part === `{${emphasis}}` ? (
          <span key={index} className="sf-price__amount">
            {String(values[emphasis] ?? '')}
          </span>
        ) : (
          <Fragment key={index}>{part ? <span className="sf-price__unit">{fill(part, values)}</span> : null}</Fragment>
        ),
      )}
    </p>
  );
}
