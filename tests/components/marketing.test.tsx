// @vitest-environment jsdom
/** Issue 23 item 1: the marketing pieces lay out what the flow gives and keep their drawings out of the accessibility tree. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CardArt from '../../src/components/marketing/CardArt.view.tsx';
import FeatureList from '../../src/components/marketing/FeatureList.view.tsx';
import Hero from '../../src/components/marketing/Hero.view.tsx';
import type { Props as OfferCardsProps } from '../../src/components/marketing/OfferCards.schema.ts';
import * as offerCardsView from '../../src/components/marketing/OfferCards.view.tsx';
import { finishedView } from '../../src/registry/defineLazyComponent.ts';

/** OfferCards as the page renders it: given the props its finisher worked out (src/engine/finish/offerCards.ts). */
const OfferCards = finishedView<OfferCardsProps>(offerCardsView).default;

const rewards = [
  { icon: 'basket', title: '4% back', text: 'on groceries and gas' },
  { icon: 'globe', title: '1% back', text: 'everywhere else' },
] as const;

describe('FeatureList', () => {
  it('shows a grid as an unordered list, each tile its title and text, the icons hidden', () => {
    const { container } = render(<FeatureList kind="grid" items={[...rewards]} />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['4% backon groceries and gas', '1% backeverywhere else']);
    const icons = container.querySelectorAll('svg');
    expect(icons).toHaveLength(2);
    for (const icon of icons) expect(icon.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows steps as an ordered list named by its label, a tile without text showing its title alone', () => {
    render(
      <FeatureList
        kind="steps"
        label="How it works"
        items={[
          { icon: 'search', title: 'Check your phone' },
          { icon: 'box', title: 'Ship it' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'How it works' });
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Check your phone', 'Ship it']);
  });
});

describe('CardArt', () => {
  it('is decorative without a label and has no words of its own', () => {
    const { container } = render(<CardArt />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('role')).toBeNull();
    expect(svg?.textContent).toBe('');
  });

  it('is an image named by its label when given one, with gradient ids unique per drawing', () => {
    const { container } = render(
      <>
        <CardArt label="The Carrier Visa Card" />
        <CardArt label="The Carrier Visa Card" />
      </>,
    );
    expect(screen.getAllByRole('img', { name: 'The Carrier Visa Card' })).toHaveLength(2);
    const ids = [...container.querySelectorAll('linearGradient')].map((gradient) => gradient.id);
    expect(new Set(ids).size).toBe(4);
  });
});

describe('Hero', () => {
  it('puts its children (the heading) first, then the figure with its unit and small print', () => {
    const { container } = render(
      <Hero figure="4.50%" figureUnit="APY" figureNote="Variable rate.">
        <h1>High-yield savings</h1>
      </Hero>,
    );
    const texts = [...container.querySelectorAll('h1, p')].map((element) => element.textContent);
    expect(texts).toEqual(['High-yield savings', '4.50% APY', 'Variable rate.']);
  });

  it('shows the figure alone when the flow gives no unit or note', () => {
    const { container } = render(<Hero figure="$200" />);
    expect([...container.querySelectorAll('p')].map((element) => element.textContent)).toEqual(['$200']);
  });
});

describe('OfferCards', () => {
  it('shows each offer as a list item with a heading, its text and link, the picture hidden as decoration', () => {
    const { container } = render(
      <OfferCards
        items={[
          { title: 'Trade in your phone', text: 'Up to $650.', linkLabel: 'Check your value', href: '/landing.html', image: '/images/devices/byod.svg' },
          { title: 'Unlimited Plus', text: '$80 a month.', linkLabel: 'See the plan', href: '/plans.html', icon: 'signal' },
          { title: 'Store credit card', text: 'Earn rewards.', linkLabel: 'Learn more', href: '/card.html', art: 'card' },
        ]}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Trade in your phone',
      'Unlimited Plus',
      'Store credit card',
    ]);
    expect(screen.getByRole('link', { name: 'See the plan' }).getAttribute('href')).toBe('/plans.html');
    const pictures = container.querySelectorAll('.sf-offer__picture');
    expect([...pictures].map((picture) => picture.getAttribute('aria-hidden'))).toEqual(['true', 'true', 'true']);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('shows a price line with the amount as money, leaves out hidden cards, and takes a heading level (the cart, issue 23 item 3)', () => {
    const { container } = render(
      <OfferCards
        headingLevel={3}
        look="compact"
        items={[
          {
            title: 'A plan that fits',
            text: 'Change it.',
            linkLabel: 'See plans',
            href: '/plans.html',
            icon: 'signal',
            price: { amount: 35, label: 'Plans from {amount}/mo' },
          },
          {
            title: 'Trade in',
            text: 'Get credit.',
            linkLabel: 'Add a trade-in',
            href: '/landing.html',
            icon: 'coin',
            hidden: true,
            price: { amount: 650, label: 'Up to {amount}' },
          },
          {
            title: 'Accessories',
            text: 'Cases.',
            linkLabel: 'Build a bundle',
            href: '/bundle.html',
            image: '/images/devices/acc-case.svg',
            price: { label: 'From {amount}' },
          },
        ]}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['A plan that fits', 'Accessories']);
    expect(screen.queryByText(/Trade in|Up to/)).toBeNull();
    expect([...container.querySelectorAll('.sf-offer__price')].map((line) => line.textContent)).toEqual(['Plans from $35.00/mo']);
    expect(container.querySelector('ul')?.className).toContain('sf-offers--compact');
  });
});
