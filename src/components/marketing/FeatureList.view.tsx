import { MarketingIcon } from './MarketingIcon.tsx';
import type { Props } from './FeatureList.schema.ts';
import './marketing.css';

/** A grid of tiles or a numbered sequence of steps; the icons are decorative, the words come from the flow. */
function FeatureList({ kind, label, items, testId }: Props) {
  const List = kind === 'steps' ? 'ol' : 'ul';
  return (
    <List className={`sf-features sf-features--${kind}`} aria-label={label || undefined} data-testid={testId}>
      {items.map((item) => (
        <li key={item.title} className="sf-features__item">
          <span className="sf-features__icon">
            <MarketingIcon name={item.icon} />
          </span>
          <span className="sf-features__title">{item.title}</span>
          {item.text ? <span className="sf-features__text">{item.text}</span> : null}
        </li>
      ))}
    </List>
  );
}

export default FeatureList;
