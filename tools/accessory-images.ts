/**
 * Writes the demo catalogue's accessory pictures (issue 23 item 2): one drawn
 * SVG per accessory, `public/images/devices/acc-<kind>.svg` (run
 * `npx tsx tools/accessory-images.ts` after adding an accessory to
 * src/mocks/catalogue/offers.ts). Product shots on a transparent ground, lit
 * from the top left like the phones of tools/device-images.ts; fictional, no marks.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT = join(import.meta.dirname, '..', 'public', 'images', 'devices');

/** A soft shadow under the product, the same on every picture. */
const shadow = (cx: number, cy: number, rx: number) => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="6" fill="#000" opacity=".12"/>`;
/** Light from the top left: a white sheen that fades to the right. */
const sheen = (id: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/></linearGradient>`;

const art: Record<string, { title: string; body: string }> = {
  case: {
    title: 'Clear MagSafe-style case',
    body: `<defs>${sheen('s')}</defs>${shadow(100, 186, 52)}
<rect x="52" y="14" width="96" height="168" rx="22" fill="#d9e7f5" fill-opacity=".55" stroke="#8fb0cf" stroke-width="3"/>
<rect x="60" y="22" width="80" height="152" rx="16" fill="#ffffff" fill-opacity=".35" stroke="#b7cde3" stroke-width="1.5"/>
<rect x="66" y="28" width="40" height="44" rx="12" fill="none" stroke="#8fb0cf" stroke-width="2.5"/>
<circle cx="100" cy="112" r="26" fill="none" stroke="#6e8fb2" stroke-width="4"/>
<path d="M100 138v12" stroke="#6e8fb2" stroke-width="4" stroke-linecap="round"/>
<rect x="146" y="56" width="5" height="26" rx="2.5" fill="#8fb0cf"/>
<rect x="52" y="14" width="96" height="168" rx="22" fill="url(#s)"/>`,
  },
  glass: {
    title: 'Tempered glass screen protector',
    body: `<defs>${sheen('s')}<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e4f1ff"/><stop offset="1" stop-color="#b9d3ee"/></linearGradient></defs>${shadow(104, 186, 56)}
<rect x="70" y="22" width="92" height="160" rx="18" fill="#20242c"/>
<rect x="76" y="28" width="80" height="148" rx="13" fill="#4a5a78"/>
<g transform="rotate(-8 80 100)"><rect x="40" y="18" width="92" height="160" rx="18" fill="url(#g)" fill-opacity=".8" stroke="#7fa6cf" stroke-width="2.5"/>
<rect x="76" y="28" width="20" height="5" rx="2.5" fill="#7fa6cf"/>
<path d="M52 150 L120 40" stroke="#fff" stroke-width="10" stroke-opacity=".7" stroke-linecap="round"/>
<path d="M66 160 L124 66" stroke="#fff" stroke-width="4" stroke-opacity=".6" stroke-linecap="round"/>
<rect x="40" y="18" width="92" height="160" rx="18" fill="url(#s)"/></g>`,
  },
  charger: {
    title: '45 W USB-C fast charger',
    body: `<defs>${sheen('s')}</defs>${shadow(92, 184, 60)}
<rect x="40" y="10" width="10" height="34" rx="3" fill="#9aa3b2"/><rect x="76" y="10" width="10" height="34" rx="3" fill="#9aa3b2"/>
<rect x="26" y="38" width="74" height="84" rx="18" fill="#f4f5f8" stroke="#c9ced8" stroke-width="2.5"/>
<rect x="50" y="96" width="26" height="9" rx="4.5" fill="#2b2f38"/>
<text x="63" y="78" text-anchor="middle" font-family="system-ui, sans-serif" font-size="15" font-weight="700" fill="#5b3fd0">45W</text>
<rect x="26" y="38" width="74" height="84" rx="18" fill="url(#s)"/>
<path d="M63 105 C 63 150, 150 120, 150 176" fill="none" stroke="#2b2f38" stroke-width="6" stroke-linecap="round"/>
<rect x="140" y="160" width="20" height="26" rx="5" fill="#3a3f4a"/>`,
  },
  pad: {
    title: '15 W wireless charging pad',
    body: `<defs>${sheen('s')}<radialGradient id="p" cx=".4" cy=".35" r=".8"><stop offset="0" stop-color="#4a4f5c"/><stop offset="1" stop-color="#1d2027"/></radialGradient></defs>${shadow(100, 172, 76)}
<ellipse cx="100" cy="150" rx="78" ry="24" fill="#15171c"/>
<ellipse cx="100" cy="140" rx="78" ry="24" fill="url(#p)"/>
<ellipse cx="100" cy="138" rx="52" ry="15" fill="none" stroke="#7c5cf0" stroke-width="3" opacity=".9"/>
<ellipse cx="100" cy="138" rx="30" ry="8" fill="none" stroke="#7c5cf0" stroke-width="2" opacity=".6"/>
<circle cx="160" cy="148" r="3" fill="#6ee7a8"/>
<path d="M22 146 C 6 150, 10 180, 30 186" fill="none" stroke="#2b2f38" stroke-width="5" stroke-linecap="round"/>
<path d="M100 40 l-14 30 h12 l-6 26 20-34 h-12 l8-22z" fill="#7c5cf0" opacity=".85"/>`,
  },
  earbuds: {
    title: 'Noise-cancelling earbuds',
    body: `<defs>${sheen('s')}<linearGradient id="c" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dfe3ea"/></linearGradient></defs>${shadow(100, 184, 64)}
<rect x="40" y="96" width="120" height="84" rx="36" fill="url(#c)" stroke="#c3c9d4" stroke-width="2.5"/>
<path d="M40 124 H160" stroke="#c3c9d4" stroke-width="2"/>
<circle cx="100" cy="150" r="3" fill="#6ee7a8"/>
<g><ellipse cx="72" cy="66" rx="20" ry="24" fill="#f7f8fa" stroke="#c3c9d4" stroke-width="2.5"/><rect x="64" y="80" width="14" height="36" rx="7" fill="#f7f8fa" stroke="#c3c9d4" stroke-width="2.5"/><ellipse cx="66" cy="60" rx="8" ry="9" fill="#2b2f38"/></g>
<g><ellipse cx="128" cy="58" rx="20" ry="24" fill="#f7f8fa" stroke="#c3c9d4" stroke-width="2.5"/><rect x="122" y="72" width="14" height="36" rx="7" fill="#f7f8fa" stroke="#c3c9d4" stroke-width="2.5"/><ellipse cx="134" cy="52" rx="8" ry="9" fill="#2b2f38"/></g>
<rect x="40" y="96" width="120" height="84" rx="36" fill="url(#s)"/>`,
  },
  powerbank: {
    title: '10,000 mAh power bank',
    body: `<defs>${sheen('s')}<linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6a4fe0"/><stop offset="1" stop-color="#3b2a9a"/></linearGradient></defs>${shadow(100, 184, 58)}
<rect x="52" y="20" width="96" height="160" rx="20" fill="url(#b)"/>
<rect x="86" y="20" width="28" height="8" rx="3" fill="#23195e"/>
<g fill="#ffffff"><circle cx="82" cy="150" r="4"/><circle cx="94" cy="150" r="4"/><circle cx="106" cy="150" r="4"/><circle cx="118" cy="150" r="4" opacity=".35"/></g>
<path d="M104 62 l-16 30 h12 l-6 26 22-36 h-12 l8-20z" fill="#ffffff" opacity=".9"/>
<rect x="52" y="20" width="96" height="160" rx="20" fill="url(#s)"/>`,
  },
  mount: {
    title: 'Magnetic car mount',
    body: `<defs>${sheen('s')}<radialGradient id="m" cx=".4" cy=".35" r=".8"><stop offset="0" stop-color="#5a606e"/><stop offset="1" stop-color="#22252d"/></radialGradient></defs>${shadow(100, 186, 50)}
<g fill="#8b92a1"><rect x="46" y="150" width="108" height="8" rx="4"/><rect x="46" y="164" width="108" height="8" rx="4"/></g>
<path d="M88 152 v-22 h24 v22" fill="#2b2f38"/><rect x="80" y="148" width="40" height="28" rx="6" fill="#3a3f4a"/>
<rect x="92" y="104" width="16" height="30" rx="6" fill="#3a3f4a"/>
<circle cx="100" cy="72" r="52" fill="url(#m)"/>
<circle cx="100" cy="72" r="38" fill="none" stroke="#9d86f5" stroke-width="4"/>
<circle cx="100" cy="72" r="52" fill="url(#s)"/>`,
  },
  tag: {
    title: 'Smart tracker tag',
    body: `<defs>${sheen('s')}<radialGradient id="t" cx=".4" cy=".35" r=".8"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e2e5ec"/></radialGradient></defs>${shadow(104, 184, 56)}
<circle cx="60" cy="44" r="20" fill="none" stroke="#9aa3b2" stroke-width="6"/>
<rect x="48" y="50" width="112" height="112" rx="32" fill="url(#t)" stroke="#c3c9d4" stroke-width="2.5"/>
<circle cx="66" cy="68" r="8" fill="#fff" stroke="#c3c9d4" stroke-width="2.5"/>
<g fill="none" stroke="#7c5cf0" stroke-width="4" stroke-linecap="round"><path d="M88 120 a20 20 0 0 1 32 0"/><path d="M78 108 a34 34 0 0 1 52 0"/></g>
<circle cx="104" cy="132" r="6" fill="#7c5cf0"/>
<rect x="48" y="50" width="112" height="112" rx="32" fill="url(#s)"/>`,
  },
};

mkdirSync(OUT, { recursive: true });
for (const [kind, { title, body }] of Object.entries(art)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img"><title>${title}</title>\n${body}\n</svg>\n`;
  writeFileSync(join(OUT, `acc-${kind}.svg`), svg);
}
console.log(`[accessory-images] wrote ${Object.keys(art).length} images to ${OUT}`);
