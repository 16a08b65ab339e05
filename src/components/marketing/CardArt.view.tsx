import { useId } from 'react';
import type { Props } from './CardArt.schema.ts';
import './marketing.css';

/**
 * The card, drawn in the brand's colours at a real card's proportions
 * (85.6 x 54 mm). No words on it: a drawn name could not follow the page's
 * language. useId keeps the gradient ids unique and equal on both sides of
 * hydration.
 */
function CardArt({ label, testId }: Props) {
  const id = useId();
  const face = `${id}-face`;
  const chip = `${id}-chip`;
  const named = Boolean(label);
  return (
    <svg
      className="sf-card-art"
      viewBox="0 0 428 270"
      role={named ? 'img' : undefined}
      aria-label={named ? label : undefined}
      aria-hidden={named ? undefined : true}
      focusable="false"
      data-testid={testId}
    >
      <defs>
        <linearGradient id={face} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className="sf-card-art__stop--brand" />
          <stop offset="0.55" className="sf-card-art__stop--strong" />
          <stop offset="1" className="sf-card-art__stop--ink" />
        </linearGradient>
        <linearGradient id={chip} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className="sf-card-art__stop--highlight" />
          <stop offset="1" className="sf-card-art__stop--gold" />
        </linearGradient>
      </defs>
      <rect width="428" height="270" rx="22" fill={`url(#${face})`} />
      <path d="M250 0h156a22 22 0 0 1 22 22v248H180C300 200 330 110 250 0z" className="sf-card-art__light" opacity="0.07" />
      <path d="M330 0h76a22 22 0 0 1 22 22v150C400 110 370 50 330 0z" className="sf-card-art__accent" opacity="0.22" />
      <g transform="translate(32 30) scale(1.25)">
        <rect width="32" height="32" rx="9" className="sf-card-art__light" opacity="0.14" />
        <path d="M7 22.5h3.2v-4.2H7zM12.2 22.5h3.2v-7.4h-3.2zM17.4 22.5h3.2V11.6h-3.2z" className="sf-card-art__light" />
        <path d="M5.5 12.2C11 6.6 19.4 5.4 26.5 8.6c-4 .3-6.8 1.9-8.6 4.7-3.4-2.2-7.8-2.7-12.4-1.1z" className="sf-card-art__accent" />
      </g>
      <rect x="40" y="104" width="58" height="44" rx="8" fill={`url(#${chip})`} />
      <path d="M40 119h20M40 133h20M78 119h20M78 133h20M60 104v44M78 104v44" className="sf-card-art__chip-lines" strokeWidth="2" opacity="0.5" />
      <g className="sf-card-art__waves" strokeWidth="4" strokeLinecap="round" opacity="0.85">
        <path d="M122 113a18 18 0 0 1 0 26" />
        <path d="M132 105a30 30 0 0 1 0 42" />
        <path d="M142 97a42 42 0 0 1 0 58" />
      </g>
      <g className="sf-card-art__light" opacity="0.9">
        {[40, 130, 220].map((x) => (
          <g key={x}>
            {[0, 14, 28, 42].map((dx) => (
              <circle key={dx} cx={x + dx + 6} cy="196" r="5" />
            ))}
          </g>
        ))}
        <rect x="310" y="189" width="56" height="14" rx="7" />
      </g>
      <circle cx="340" cy="236" r="18" className="sf-card-art__accent" opacity="0.95" />
      <circle cx="366" cy="236" r="18" className="sf-card-art__light" opacity="0.75" />
    </svg>
  );
}

export default CardArt;
