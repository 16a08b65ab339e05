/**
 * One express-checkout step as flows give it (the checkoutStepList fragment),
 * shared by the hub (CheckoutSteps) and the spokes' progress (CheckoutProgress).
 * applies and done are required: they are flow rules, never assumed.
 */
export const checkoutStepSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', description: 'the spoke page id' },
    label: { type: 'string' },
    summary: { type: 'string', description: 'what was entered, shown on the hub once the step is done' },
    applies: { type: 'boolean', description: 'this shopper goes through the step (false: not listed, not counted)' },
    done: { type: 'boolean' },
  },
  required: ['id', 'label', 'applies', 'done'],
  additionalProperties: false,
} as const;
