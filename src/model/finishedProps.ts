/**
 * Props the engine finishes for components that used to decide for themselves
 * (docs/architecture.md principle 4: components decide nothing). The flow still passes
 * the raw props it always did; src/engine/finish/* adds these finished values
 * next to them, and the component renders only these.
 */

/** CheckoutSteps `items`: the spokes to show, in order, each with its state and button text. */
export interface FinishedCheckoutStep {
  id: string;
  /** 1-based position among the shown steps. */
  number: number;
  label: string;
  done: boolean;
  /** doneLabel or todoLabel. */
  stateLabel: string;
  /** What was chosen; only for a done step that has one. */
  summary?: string;
  /** editLabel or startLabel with {step} filled. */
  buttonLabel: string;
  /** The first step still to do: the hub's one primary action. */
  primary: boolean;
}

/** One cart line as CartLines shows it: words and formatted amounts only. */
export interface FinishedCartLine {
  itemId: string;
  name: string;
  image?: string;
  /** Devices: colour and capacity. */
  detail?: string;
  /** The amount shown on the right (monthly or paid today). */
  price?: string;
  /** The Remove button's text; absent when the line cannot be removed here. */
  removeLabel?: string;
  /** Phones: the pdp with this line's choices, to change them (issue 23 item 3); absent when the line cannot be changed here. */
  changeHref?: string;
  /** The Change link's accessible name. */
  changeLabel?: string;
}

/** CartLines `lines`: each group's lines (a group without lines is not shown). */
export interface FinishedCartLines {
  devices: FinishedCartLine[];
  plans: FinishedCartLine[];
  features: FinishedCartLine[];
  accessories: FinishedCartLine[];
  /** The accepted trade-in, when the flow gave its heading and label. */
  tradeIn: FinishedCartLine[];
}

/** DeviceConfigurator `choices`: every text a choice can show, so picking one only selects. */
export interface FinishedDeviceChoices {
  /** `image`: the phone in that colour (the device's image when the answer has none). */
  colours: { id: string; name: string; hex: string; image: string; imageAlt: string }[];
  capacities: {
    id: string;
    label: string;
    monthlyOptionText: string;
    fullOptionText: string;
    /** The due-today line for each way to pay. */
    dueToday: { monthly: string; full: string };
  }[];
}

/**
 * Turns a component's resolved props into finished ones: same props, plus the
 * values the component shows. Start-up components' finishers run in the page
 * renderer (src/engine/finish/propFinishers.ts); a lazy component's finisher
 * loads with its view (defineLazyComponent).
 */
export type PropFinisher = (props: Record<string, unknown>) => Record<string, unknown>;

/**
 * A price line cut where the amount goes: the amount (`amount: true`, set in
 * the price type) and the words around it ("$27.78" large, "/mo for 36 months"
 * small), every placeholder filled. Read in order they say the whole sentence.
 */
export interface PricePart {
  text: string;
  amount: boolean;
}

/** PlanCards `cards`: the plans to show (all, or only the one `only` names). */
export interface FinishedPlanCard {
  id: string;
  name: string;
  recommended: boolean;
  price: PricePart[];
  data: string;
  highlights: string[];
  /** The shopper's plan now: shows currentLabel instead of a Choose button. */
  current: boolean;
  /** chooseLabel with {name} filled: the Choose button's accessible name. */
  chooseLabel: string;
}

/** DeviceGrid `cards`: each phone's texts and prices. */
export interface FinishedDeviceCard {
  id: string;
  name: string;
  image: string;
  /** The pdp with ?deviceId=. */
  href: string;
  tagline: string;
  /** ratingLabel filled; "" when the flow gives none or the phone has no rating. */
  rating: string;
  /** monthlyLabel cut at {monthly}; empty when the flow gives no monthly label (prepaid). */
  monthly: PricePart[];
  /** retailLabel with {price} filled. */
  retail: string;
  /** The card's button, when the flow gives actionLabel and onAction. */
  action?: {
    /** Saved to the list already (the button is a pressed toggle); absent without a saved list. */
    pressed?: boolean;
    /** The accessible name, the phone in it (actionLabel or savedActionLabel filled). */
    name: string;
    /** What it shows when shorter than its name (actionVisibleLabel or savedActionVisibleLabel). */
    visible?: string;
  };
}

/** DetailsList `shownItems`: the pairs with a detail, the detail as text. */
export interface FinishedDetail {
  term: string;
  detail: string;
}

/** PriceSummary `shownRows`: the rows to show (a zero row the flow marks hideZero is left out), amounts as money. */
export interface FinishedSummaryRow {
  label: string;
  /** The amount in the page's money; a credit (negative) with a minus sign. */
  amount: string;
  strong: boolean;
}

/** DevicePaymentTerms `terms`: one row per phone, every figure as the table shows it. */
export interface FinishedPaymentTerms {
  key: string;
  /** Name · colour, capacity. */
  device: string;
  fullPrice: string;
  dueToday: string;
  monthly: string;
  /** termLabel with {months} filled. */
  term: string;
}

/** AccessoryGrid `cards`: each accessory with its price as money and its Add button's accessible name. */
export interface FinishedAccessoryCard {
  id: string;
  name: string;
  category: string;
  image: string;
  price: string;
  /** addLabel with {name} filled. */
  addLabel: string;
}
