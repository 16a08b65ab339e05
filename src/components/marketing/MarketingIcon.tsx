import type { ReactNode } from 'react';
import type { IconName } from './iconNames.ts';

/** Our own line drawings on a 24 px grid, stroked in the current colour (issue 23 item 1). */
const drawings: Record<IconName, ReactNode> = {
  basket: (
    <>
      <path d="M3 9h18l-2 10.5a1.5 1.5 0 0 1-1.5 1.2h-11A1.5 1.5 0 0 1 5 19.5z" />
      <path d="M8 9l3-5M16 9l-3-5M9 13v4M12 13v4M15 13v4" />
    </>
  ),
  dining: (
    <>
      <path d="M7 3v8M4.5 3v5a2.5 2.5 0 0 0 5 0V3M7 11v10" />
      <path d="M17 21V3c-2.2 1.2-3.5 3.6-3.5 6.5V14H17" />
    </>
  ),
  phone: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </>
  ),
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5L21 21" />
    </>
  ),
  box: (
    <>
      <path d="M3.5 7.5L12 3l8.5 4.5v9L12 21l-8.5-4.5z" />
      <path d="M3.5 7.5L12 12l8.5-4.5M12 12v9M7.8 5.2l8.4 4.6" />
    </>
  ),
  coin: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M15 8.8c-.6-.9-1.7-1.3-3-1.3-1.7 0-3 .9-3 2.2 0 3 6 1.6 6 4.6 0 1.3-1.3 2.2-3 2.2-1.4 0-2.6-.5-3.2-1.4M12 6v1.5M12 16.5V18" />
    </>
  ),
  sim: (
    <>
      <path d="M6 3.5h8.5L18 7v13.5H6z" />
      <rect x="8.5" y="10.5" width="7" height="7" rx="1" />
      <path d="M12 10.5v7M8.5 14h7" />
    </>
  ),
  signal: <path d="M4 20v-3M9 20v-7M14 20V9M19 20V4" />,
  shield: (
    <>
      <path d="M12 3l7.5 3v5.5c0 4.4-3.1 8.1-7.5 9.5-4.4-1.4-7.5-5.1-7.5-9.5V6z" />
      <path d="M8.8 12.2l2.3 2.3 4.3-4.6" />
    </>
  ),
  percent: (
    <>
      <path d="M19 5L5 19" />
      <circle cx="7" cy="7" r="2.5" />
      <circle cx="17" cy="17" r="2.5" />
    </>
  ),
  check: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M7.8 12.3l2.8 2.8 5.6-5.9" />
    </>
  ),
};

/** A decorative icon: the words beside it name what it shows, so it is hidden from assistive technology. */
export function MarketingIcon({ name, size = 28 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="sf-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {drawings[name]}
    </svg>
  );
}
