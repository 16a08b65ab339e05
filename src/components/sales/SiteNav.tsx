import type { PropsOf } from '../../registry/propsOf.ts';
import { defineComponent } from '../../registry/defineComponent.ts';

const propsSchema = {
  type: 'object',
  properties: {
    label: { type: 'string', description: 'accessible name of the navigation' },
    brand: { type: 'string' },
    links: { type: 'array', items: { type: 'object', properties: { label: { type: 'string' }, href: { type: 'string' } }, required: ['label', 'href'], additionalProperties: false } },
    cartLabel: { type: 'string', description: 'cart link text, with the count already filled in' },
    cartHref: { type: 'string' },
    current: { type: 'string', description: 'href of the page shown, marked aria-current' },
  },
  required: ['label', 'brand', 'links', 'cartLabel', 'cartHref'],
  additionalProperties: false,
} as const;

type Props = PropsOf<typeof propsSchema>;

/** The storefront's web navigation (spec 2.9: hidden on checkout spokes and in the native app, by the flow). */
function SiteNav({ label, brand, links, cartLabel, cartHref, current, testId }: Props) {
  const mark = (href: string) => (href === current ? 'page' : undefined);
  return (
    <nav className="sf-nav" aria-label={label} data-testid={testId}>
      <a className="sf-nav__brand" href={links[0]?.href ?? '/'}>{brand}</a>
      <ul className="sf-nav__links">
        {(links ?? []).map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={mark(link.href)}>{link.label}</a>
          </li>
        ))}
        <li>
          <a className="sf-nav__cart" href={cartHref} aria-current={mark(cartHref)}>{cartLabel}</a>
        </li>
      </ul>
    </nav>
  );
}

export default defineComponent<Props>({ name: 'SiteNav', description: 'Web navigation: shop links and the cart with its count.', propsSchema, component: SiteNav });
