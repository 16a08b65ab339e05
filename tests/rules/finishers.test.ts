import { describe, expect, it } from 'vitest';
import { holds } from '../../src/logic/evaluate.ts';
import { finishAccessoryGrid } from '../../src/engine/finish/accessoryGrid.ts';
import { finishCartLines } from '../../src/engine/finish/cartLines.ts';
import { finishCheckoutProgress } from '../../src/engine/finish/checkoutProgress.ts';
import { finishCheckoutSteps } from '../../src/engine/finish/checkoutSteps.ts';
import { finishDetailsList } from '../../src/engine/finish/detailsList.ts';
import { finishDeviceConfigurator } from '../../src/engine/finish/deviceConfigurator.ts';
import { finishDeviceGrid } from '../../src/engine/finish/deviceGrid.ts';
import { finishDevicePaymentTerms } from '../../src/engine/finish/devicePaymentTerms.ts';
import { finishForm } from '../../src/engine/finish/form.ts';
import { finishOfferCards } from '../../src/engine/finish/offerCards.ts';
import { finishPlanCards } from '../../src/engine/finish/planCards.ts';
import { priceParts } from '../../src/engine/finish/priceParts.ts';
import { finishPriceSummary } from '../../src/engine/finish/priceSummary.ts';
import { finishSiteFooter } from '../../src/engine/finish/siteFooter.ts';
import { renderNodes } from '../../src/engine/renderPage.ts';

const onRemove = { kind: 'event', event: 'REMOVE_ITEM' };

describe('CheckoutSteps: which steps show and what they say', () => {
  const props = {
    steps: [
      { id: 'mdn', label: 'Number', summary: 'New number', applies: false, done: false },
      { id: 'e911', label: 'E911 address', summary: '1 Main St', applies: true, done: true },
      { id: 'dpp', label: 'Agreement', summary: '', applies: false, done: false },
      { id: 'delivery', label: 'Delivery', summary: '', applies: true, done: false },
      { id: 'payment', label: 'Payment', summary: '', applies: true, done: false },
    ],
    doneLabel: 'Done',
    todoLabel: 'To do',
    editLabel: 'Edit {step}',
    startLabel: 'Start {step}',
  };

  it('shows the steps whose flow rule applies, numbered in order; only the first to do is the primary action', () => {
    expect(finishCheckoutSteps(props).items).toEqual([
      { id: 'e911', number: 1, label: 'E911 address', done: true, stateLabel: 'Done', summary: '1 Main St', buttonLabel: 'Edit E911 address', primary: false },
      { id: 'delivery', number: 2, label: 'Delivery', done: false, stateLabel: 'To do', buttonLabel: 'Start Delivery', primary: true },
      { id: 'payment', number: 3, label: 'Payment', done: false, stateLabel: 'To do', buttonLabel: 'Start Payment', primary: false },
    ]);
  });

  it('with every step done no step is primary (the review button is)', () => {
    const done = props.steps.map((step) => ({ ...step, done: true }));
    expect(finishCheckoutSteps({ ...props, steps: done }).items).toSatisfy((items: { primary: boolean }[]) => items.every((item) => !item.primary));
  });

  it('keeps the flow props and shows nothing without steps', () => {
    const finished = finishCheckoutSteps({ ...props, steps: undefined });
    expect(finished.items).toEqual([]);
    expect(finished.doneLabel).toBe('Done');
  });
});

describe('CheckoutProgress: Step n of N over the same steps as the hub', () => {
  const steps = [
    { id: 'mdnselection', label: 'Phone number', summary: '', applies: true, done: true },
    { id: 'dppagreement', label: 'Device payment agreement', summary: '', applies: false, done: false },
    { id: 'delivery', label: 'Shipping', summary: '', applies: true, done: false },
    { id: 'payment', label: 'Payment', summary: '', applies: true, done: false },
  ];
  const props = { steps, progressLabel: 'Step {number} of {total}: {step}', backLabel: 'Back to checkout', backHref: '/x' };

  it('counts only the steps that apply', () => {
    expect(finishCheckoutProgress({ ...props, current: 'delivery' }).progressText).toBe('Step 2 of 3: Shipping');
    expect(finishCheckoutProgress({ ...props, current: 'payment' }).progressText).toBe('Step 3 of 3: Payment');
  });

  it('says nothing for a step this cart does not go through (the back link stays)', () => {
    const finished = finishCheckoutProgress({ ...props, current: 'dppagreement' });
    expect(finished.progressText).toBe('');
    expect(finished.backLabel).toBe('Back to checkout');
  });
});

describe('CartLines: prices and Remove buttons', () => {
  const props = {
    devices: [
      { itemId: 'd1', name: 'Nova 14', image: '/n.png', colour: 'Blue', capacity: '256 GB', paymentOption: 'monthly', monthly: 30.5, fullPrice: 999 },
      { itemId: 'd2', name: 'Own phone', image: '/o.png', colour: 'Black', capacity: '128 GB', paymentOption: 'byod', fullPrice: 0 },
    ],
    plans: [{ itemId: 'p1', name: 'Unlimited', monthly: 65 }],
    features: [],
    accessories: [{ itemId: 'a1', name: 'Case', image: '/c.png', price: 49.99 }],
    tradeIn: { status: 'accepted', make: 'Acme', model: 'X', value: 200, monthlyCredit: 5.56 },
    tradeInHeading: 'Trade-in',
    monthlyLabel: '{amount}/mo',
    fullPriceLabel: '{amount} today',
    deviceDetailLabel: '{colour}, {capacity}',
    tradeInLabel: '{make} {model}: {value} ({monthlyCredit}/mo)',
    removeLabel: 'Remove {name}',
    onRemove,
  };

  it('shows a monthly device payment monthly and anything else as paid today', () => {
    const { lines } = finishCartLines(props) as { lines: Record<string, unknown[]> };
    expect(lines.devices).toEqual([
      { itemId: 'd1', name: 'Nova 14', image: '/n.png', detail: 'Blue, 256 GB', price: '$30.50/mo', removeLabel: 'Remove Nova 14' },
      { itemId: 'd2', name: 'Own phone', image: '/o.png', detail: 'Black, 128 GB', price: '$0.00 today', removeLabel: 'Remove Own phone' },
    ]);
    expect(lines.plans).toEqual([{ itemId: 'p1', name: 'Unlimited', price: '$65.00/mo' }]);
    expect(lines.accessories).toEqual([{ itemId: 'a1', name: 'Case', image: '/c.png', price: '$49.99 today', removeLabel: 'Remove Case' }]);
    expect(lines.tradeIn).toEqual([{ itemId: 'tradein', name: 'Acme X: $200.00 ($5.56/mo)', removeLabel: 'Remove Acme X' }]);
  });

  it('is read-only without removeLabel or onRemove, and hides a trade-in that is not accepted or has no heading', () => {
    const readOnly = finishCartLines({ ...props, onRemove: undefined, tradeIn: { ...props.tradeIn, status: 'quoted' } }) as {
      lines: Record<string, { removeLabel?: string }[]>;
    };
    expect(readOnly.lines.devices?.every((line) => line.removeLabel === undefined)).toBe(true);
    expect(readOnly.lines.tradeIn).toEqual([]);
    const noHeading = finishCartLines({ ...props, tradeInHeading: undefined }) as { lines: Record<string, unknown[]> };
    expect(noHeading.lines.tradeIn).toEqual([]);
  });

  it("links a phone bought here to its pdp with its choices and itemId, never the shopper's own phone (issue 23 item 3)", () => {
    const [bought, own] = props.devices;
    const changeable = {
      ...props,
      devices: [
        { ...bought, deviceId: 'nova-14', colourId: 'blue', capacityId: '256' },
        { ...own, deviceId: 'own' },
      ],
      changeLink: '/es/sales/digital/pdp.html',
      changeLabel: 'Change {name}',
    };
    type Lines = { lines: { devices: { changeHref?: string; changeLabel?: string }[] } };
    const { lines } = finishCartLines(changeable) as Lines;
    expect(lines.devices[0]).toMatchObject({
      changeHref: '/es/sales/digital/pdp.html?deviceId=nova-14&colourId=blue&capacityId=256&paymentOption=monthly&itemId=d1',
      changeLabel: 'Change Nova 14',
    });
    expect(lines.devices[1]?.changeHref).toBeUndefined();
    expect((finishCartLines({ ...changeable, changeLink: undefined }) as Lines).lines.devices[0]?.changeHref).toBeUndefined();
    // A link that already carries a query (a flow link with `query`) gets the choices added to it.
    const withQuery = finishCartLines({ ...changeable, changeLink: '/sales/digital/pdp.html?flow=cart' }) as Lines;
    expect(withQuery.lines.devices[0]?.changeHref).toBe(
      '/sales/digital/pdp.html?flow=cart&deviceId=nova-14&colourId=blue&capacityId=256&paymentOption=monthly&itemId=d1',
    );
  });
});

describe('DeviceConfigurator: the texts of every choice', () => {
  it('owes nothing today on device payment and the full price when paying in full', () => {
    const device = {
      id: 'nova',
      name: 'Nova 14',
      months: 36,
      image: '/nova.svg',
      colours: [
        { id: 'b', name: 'Blue', hex: '#00f', image: '/nova-b.svg' },
        { id: 'w', name: 'White', hex: '#fff' },
      ],
      capacities: [{ id: '256', label: '256 GB', fullPrice: 1099.99, monthly: 30.56 }],
    };
    const { choices } = finishDeviceConfigurator({
      device,
      monthlyOption: '{monthly}/mo for {months} months',
      fullOption: 'Pay {price} now',
      dueTodayLabel: 'Due today: {amount}',
    }) as { choices: unknown };
    expect(choices).toEqual({
      // Each colour shows its own image; a colour without one shows the device's.
      colours: [
        { id: 'b', name: 'Blue', hex: '#00f', image: '/nova-b.svg', imageAlt: 'Nova 14, Blue' },
        { id: 'w', name: 'White', hex: '#fff', image: '/nova.svg', imageAlt: 'Nova 14, White' },
      ],
      capacities: [
        {
          id: '256',
          label: '256 GB',
          monthlyOptionText: '$30.56/mo for 36 months',
          fullOptionText: 'Pay $1,099.99 now',
          dueToday: { monthly: 'Due today: $0.00', full: 'Due today: $1,099.99' },
        },
      ],
    });
  });
});

describe('Form: showWhen as a rule over the live values', () => {
  const { fields } = finishForm({
    fields: [
      { name: 'method' },
      { name: 'imei', showWhen: { field: 'method', equals: 'imei' } },
      { name: 'agree', showWhen: { field: 'opt', equals: 'true' } },
    ],
  }) as {
    fields: { name: string; visibleWhen?: unknown }[];
  };

  it('leaves fields without showWhen alone and compares the other field as text', () => {
    expect(fields[0]).toEqual({ name: 'method' });
    const imei = fields[1]?.visibleWhen;
    expect(holds(imei, { method: 'imei' })).toBe(true);
    expect(holds(imei, { method: 'model' })).toBe(false);
    expect(holds(imei, {})).toBe(false);
    // A checkbox value is compared as text, as before ('true').
    expect(holds(fields[2]?.visibleWhen, { opt: true })).toBe(true);
    expect(holds(fields[2]?.visibleWhen, { opt: false })).toBe(false);
  });

  it('shows a field whose showWhen wants the empty text while the other field is empty', () => {
    const {
      fields: [field],
    } = finishForm({ fields: [{ name: 'x', showWhen: { field: 'y', equals: '' } }] }) as { fields: { visibleWhen?: unknown }[] };
    expect(holds(field?.visibleWhen, {})).toBe(true);
    expect(holds(field?.visibleWhen, { y: null })).toBe(true);
  });
});

describe('price lines: the amount cut out of the words', () => {
  it('fills the words around the amount and leaves out empty ones', () => {
    expect(priceParts('{monthly}/mo for {months} months', { monthly: '$27.78', months: 36 }, 'monthly')).toEqual([
      { text: '$27.78', amount: true },
      { text: '/mo for 36 months', amount: false },
    ]);
    expect(priceParts('From {amount} a month', { amount: '$35.00' }, 'amount')).toEqual([
      { text: 'From ', amount: false },
      { text: '$35.00', amount: true },
      { text: ' a month', amount: false },
    ]);
  });

  it('is the words alone when the template has no amount', () => {
    expect(priceParts('Call us', { amount: '$1.00' }, 'amount')).toEqual([{ text: 'Call us', amount: false }]);
  });
});

describe('PlanCards: which plans show, their prices and Choose buttons', () => {
  const plans = [
    { id: 'start', name: 'Start', monthly: 35, data: '5 GB', highlights: ['Calls'] },
    { id: 'plus', name: 'Unlimited Plus', monthly: 80, data: 'Unlimited', recommended: true },
  ];
  const props = {
    label: 'Plans',
    plans,
    priceLabel: '{amount}/mo',
    chooseLabel: 'Choose {name}',
    currentPlanId: 'start',
    onChoose: { kind: 'event', event: 'CHOOSE' },
  };

  it('shows every plan with its price as money, the current one marked, the others with a named Choose button', () => {
    expect(finishPlanCards(props).cards).toEqual([
      {
        id: 'start',
        name: 'Start',
        recommended: false,
        price: [
          { text: '$35.00', amount: true },
          { text: '/mo', amount: false },
        ],
        data: '5 GB',
        highlights: ['Calls'],
        current: true,
        chooseLabel: 'Choose Start',
      },
      {
        id: 'plus',
        name: 'Unlimited Plus',
        recommended: true,
        price: [
          { text: '$80.00', amount: true },
          { text: '/mo', amount: false },
        ],
        data: 'Unlimited',
        highlights: [],
        current: false,
        chooseLabel: 'Choose Unlimited Plus',
      },
    ]);
  });

  it('shows only the plan `only` names, keeping the flow props', () => {
    const finished = finishPlanCards({ ...props, only: 'plus' });
    expect((finished.cards as { id: string }[]).map((card) => card.id)).toEqual(['plus']);
    expect(finished.label).toBe('Plans');
    expect(finishPlanCards({ ...props, plans: undefined }).cards).toEqual([]);
  });
});

describe('DeviceGrid: the texts and prices of each phone card', () => {
  const devices = [
    { id: 'nova 16', name: 'Nova 16', image: '/n.svg', tagline: 'Bright', rating: 4.5, reviews: 12, fullPrice: 799.99, monthly: 22.22, months: 36 },
  ];
  const props = {
    devices,
    detailsHref: '/pdp.html',
    monthlyLabel: '{monthly}/mo for {months} mo',
    retailLabel: 'Retail {price}',
    ratingLabel: '{rating} stars ({reviews})',
  };

  it('links the pdp and writes the rating and prices in money', () => {
    expect(finishDeviceGrid(props).cards).toEqual([
      {
        id: 'nova 16',
        name: 'Nova 16',
        image: '/n.svg',
        href: '/pdp.html?deviceId=nova%2016',
        tagline: 'Bright',
        rating: '4.5 stars (12)',
        monthly: [
          { text: '$22.22', amount: true },
          { text: '/mo for 36 mo', amount: false },
        ],
        retail: 'Retail $799.99',
      },
    ]);
  });

  it('leaves out the lines the flow gives no label for (prepaid has no monthly price)', () => {
    const [card] = finishDeviceGrid({ ...props, monthlyLabel: '', ratingLabel: undefined }).cards as { monthly: unknown[]; rating: string }[];
    expect(card?.monthly).toEqual([]);
    expect(card?.rating).toBe('');
  });

  it('gives each card its button only with actionLabel and onAction: Save, or Saved (pressed) for a saved phone', () => {
    const action = {
      actionLabel: 'Save {name}',
      actionVisibleLabel: 'Save',
      savedActionLabel: '{name} saved',
      savedActionVisibleLabel: 'Saved',
      onAction: () => undefined,
    };
    const two = [...devices, { ...devices[0], id: 'moto', name: 'Moto' }];
    const cards = (finishDeviceGrid({ ...props, ...action, devices: two, savedIds: ['moto'] }).cards as { action?: unknown }[]).map((card) => card.action);
    expect(cards).toEqual([
      { pressed: false, name: 'Save Nova 16', visible: 'Save' },
      { pressed: true, name: 'Moto saved', visible: 'Saved' },
    ]);
    // Without a saved list (the Favorites page) the button is a plain action; without onAction there is none.
    expect((finishDeviceGrid({ ...props, actionLabel: 'Remove {name}', onAction: () => undefined }).cards as { action?: unknown }[])[0]?.action).toEqual({
      name: 'Remove Nova 16',
    });
    expect((finishDeviceGrid({ ...props, actionLabel: 'Remove {name}' }).cards as { action?: unknown }[])[0]?.action).toBeUndefined();
  });
});

describe('PriceSummary: which rows show and their amounts', () => {
  it('leaves out a hideZero row while its amount is zero or missing; credits get a minus sign', () => {
    const rows = [
      { label: 'Due today', amount: 12.5, strong: true },
      { label: 'Trade-in credit', amount: 5, negative: true },
      { label: 'Discount', amount: 0, hideZero: true },
      { label: 'Fees', hideZero: true },
      { label: 'Shipping', amount: 0 },
    ];
    expect(finishPriceSummary({ heading: 'Summary', rows }).shownRows).toEqual([
      { label: 'Due today', amount: '$12.50', strong: true },
      { label: 'Trade-in credit', amount: '−$5.00', strong: false },
      { label: 'Shipping', amount: '$0.00', strong: false },
    ]);
  });
});

describe('DevicePaymentTerms: one row of figures per phone', () => {
  it('names the phone with its colour and capacity and writes each figure as money', () => {
    const devices = [
      { itemId: 'line-1', name: 'Nova 16', colour: 'Blue', capacity: '256 GB', fullPrice: 799.99, dueToday: 0, monthly: 22.22, months: 36 },
      { name: 'Moto G', fullPrice: 199.99 },
    ];
    expect(finishDevicePaymentTerms({ devices, termLabel: '{months} months' }).terms).toEqual([
      { key: 'line-1', device: 'Nova 16 · Blue, 256 GB', fullPrice: '$799.99', dueToday: '$0.00', monthly: '$22.22', term: '36 months' },
      { key: '1', device: 'Moto G', fullPrice: '$199.99', dueToday: '$0.00', monthly: '$0.00', term: '0 months' },
    ]);
  });
});

describe('AccessoryGrid: prices and Add buttons', () => {
  it('writes the price as money and puts the product in the Add button name', () => {
    const accessories = [{ id: 'case', name: 'Clear case', category: 'Cases', price: 49.99, image: '/c.svg' }];
    expect(finishAccessoryGrid({ accessories, addLabel: 'Add {name} to cart' }).cards).toEqual([
      { id: 'case', name: 'Clear case', category: 'Cases', image: '/c.svg', price: '$49.99', addLabel: 'Add Clear case to cart' },
    ]);
  });
});

describe('OfferCards: which offers show and their price lines', () => {
  it('leaves out hidden offers and writes a price line only where the answer gave an amount', () => {
    const items = [
      { title: 'Plans', text: 't', linkLabel: 'l', href: '/p', price: { amount: 35, label: 'Plans from {amount}/mo' } },
      { title: 'Trade in', text: 't', linkLabel: 'l', href: '/t', hidden: true },
      { title: 'Card', text: 't', linkLabel: 'l', href: '/c', price: { label: 'Up to {amount}' } },
    ];
    const finished = finishOfferCards({ items, headingLevel: 3 });
    expect(finished.offers).toEqual([{ ...items[0], priceText: 'Plans from $35.00/mo' }, items[2]]);
    expect(finished.headingLevel).toBe(3);
  });
});

describe('the page renderer', () => {
  it('finishes the props of the components the engine decides for', () => {
    const [node] = renderNodes(
      [
        {
          component: 'CheckoutSteps',
          props: {
            steps: [
              { id: 'a', label: 'A', applies: true, done: false },
              { id: 'b', label: 'B', applies: false, done: false },
            ],
            doneLabel: 'D',
            todoLabel: 'T',
            editLabel: 'E',
            startLabel: 'S {step}',
          },
        },
      ],
      { facts: {}, texts: {} },
    );
    // Only the steps whose flow rule applies are listed; the first still to do is the one primary action.
    expect(node?.props.items).toEqual([{ id: 'a', number: 1, label: 'A', done: false, stateLabel: 'T', buttonLabel: 'S A', primary: true }]);
  });
});

describe('DetailsList and SiteFooter: what is left out', () => {
  it('a pair with no detail is not shown; a detail is text', () => {
    const finished = finishDetailsList({
      label: 'Order',
      items: [
        { term: 'Phone', detail: 'Galaxa S25' },
        { term: 'Trade-in', detail: '' },
        { term: 'Number', detail: null },
        { term: 'Lines', detail: 2 },
        { term: 'Protection' },
      ],
    });
    expect(finished.shownItems).toEqual([
      { term: 'Phone', detail: 'Galaxa S25' },
      { term: 'Lines', detail: '2' },
    ]);
    expect(finished.label).toBe('Order');
  });

  it('a footer link the flows leave without a label is not offered; the groups stay', () => {
    const finished = finishSiteFooter({
      brand: 'Kestrel Mobile',
      groups: [
        {
          heading: 'Shop',
          links: [
            { label: 'Phones', href: '/p' },
            { label: '', href: '/trade-in' },
          ],
        },
        { heading: 'Help', links: [] },
      ],
    });
    expect(finished.groups).toEqual([
      { heading: 'Shop', links: [{ label: 'Phones', href: '/p' }] },
      { heading: 'Help', links: [] },
    ]);
    expect(finished.brand).toBe('Kestrel Mobile');
  });
});
