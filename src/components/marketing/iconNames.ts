/**
 * The names of the marketing icons (src/components/marketing/MarketingIcon.tsx).
 * Kept apart from the drawings so the eager schemas list them (flows:check
 * rejects an unknown icon name) without loading any SVG.
 */
export const iconNames = ['basket', 'dining', 'phone', 'globe', 'search', 'box', 'coin', 'sim', 'signal', 'shield', 'percent', 'check'] as const;

export type IconName = (typeof iconNames)[number];
