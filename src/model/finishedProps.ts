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
