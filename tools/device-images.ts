/**
 * Writes the demo catalogue's product images: one SVG per phone and colour,
 * `public/images/devices/<deviceId>-<colourId>.svg` (run `npx tsx tools/device-images.ts`
 * after adding a phone or a colour to src/mocks/catalogue/devices.ts).
 *
 * Each image shows the phone from the back (in its colour, with its brand's
 * camera layout) and from the front (screen lit with a wallpaper tinted by the
 * colour), the way carriers show product shots. Fictional devices, no real marks.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEVICES } from '../src/mocks/catalogue/devices.ts';
import type { Device } from '../src/mocks/catalogue/types.ts';

const OUT = join(import.meta.dirname, '..', 'public', 'images', 'devices');

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function mix(hex: string, other: string, amount: number): string {
  const a = rgb(hex);
  const b = rgb(other);
  return `#${a
    .map((v, i) =>
      Math.round(v + (b[i]! - v) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
const shade = (hex: string, amount: number) => mix(hex, '#000000', amount);
const tint = (hex: string, amount: number) => mix(hex, '#ffffff', amount);
const luminance = (hex: string) => rgb(hex).reduce((sum, v, i) => sum + v * [0.299, 0.587, 0.114][i]!, 0) / 255;

type Kind = 'nova' | 'novaPro' | 'galaxa' | 'galaxaUltra' | 'fold' | 'pixelle' | 'moto' | 'flip' | 'rugged';
function kindOf(device: Device): Kind {
  if (device.id.includes('fold')) return 'fold';
  if (device.id.includes('razr')) return 'flip';
  if (device.brand === 'Orbit') return 'rugged';
  if (device.brand === 'Pixelle') return 'pixelle';
  if (device.brand === 'Moto') return 'moto';
  if (device.id.includes('ultra')) return 'galaxaUltra';
  if (device.brand === 'Galaxa') return 'galaxa';
  return device.id.includes('pro') ? 'novaPro' : 'nova';
}

const lens = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#1b1d22" stroke="#0c0d10" stroke-width="1.5"/><circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="#2b3442"/><circle cx="${x - r * 0.25}" cy="${y - r * 0.25}" r="${r * 0.18}" fill="#8fa3bf" opacity=".8"/>`;

/** The camera of the back, drawn inside a back whose top-left corner is (x, y), width w. */
function camera(kind: Kind, x: number, y: number, w: number, body: string): string {
  const plate = tint(body, luminance(body) > 0.6 ? 0 : 0.12);
  switch (kind) {
    case 'novaPro':
      return `<rect x="${x + 10}" y="${y + 10}" width="58" height="58" rx="16" fill="${plate}" stroke="${shade(body, 0.25)}" stroke-width="1"/>${lens(x + 26, y + 26, 10)}${lens(x + 26, y + 52, 10)}${lens(x + 52, y + 39, 10)}<circle cx="${x + 54}" cy="${y + 18}" r="3" fill="#f4e9c8"/>`;
    case 'nova':
      return `<rect x="${x + 10}" y="${y + 10}" width="46" height="56" rx="14" fill="${plate}" stroke="${shade(body, 0.25)}" stroke-width="1"/>${lens(x + 33, y + 24, 9)}${lens(x + 33, y + 51, 9)}`;
    case 'galaxaUltra':
      return `${lens(x + 20, y + 20, 9)}${lens(x + 20, y + 43, 9)}${lens(x + 20, y + 66, 9)}${lens(x + 42, y + 26, 6)}<circle cx="${x + 42}" cy="${y + 48}" r="3" fill="#f4e9c8"/>`;
    case 'galaxa':
      return `${lens(x + 20, y + 20, 8)}${lens(x + 20, y + 41, 8)}${lens(x + 20, y + 62, 8)}<circle cx="${x + 38}" cy="${y + 22}" r="3" fill="#f4e9c8"/>`;
    case 'fold':
      return `<rect x="${x + 10}" y="${y + 10}" width="26" height="76" rx="13" fill="${shade(body, 0.35)}"/>${lens(x + 23, y + 24, 8)}${lens(x + 23, y + 48, 8)}${lens(x + 23, y + 72, 8)}`;
    case 'pixelle':
      return `<rect x="${x}" y="${y + 22}" width="${w}" height="30" rx="15" fill="${shade(body, 0.55)}"/>${lens(x + 26, y + 37, 9)}${lens(x + 50, y + 37, 9)}<circle cx="${x + 72}" cy="${y + 37}" r="3.5" fill="#f4e9c8"/>`;
    case 'moto':
      return `<rect x="${x + 10}" y="${y + 10}" width="50" height="50" rx="12" fill="${shade(body, 0.2)}"/>${lens(x + 25, y + 25, 9)}${lens(x + 46, y + 25, 7)}${lens(x + 25, y + 46, 7)}`;
    case 'flip':
      return `<rect x="${x + 6}" y="${y + 8}" width="${w - 12}" height="92" rx="14" fill="#111318"/><rect x="${x + 12}" y="${y + 14}" width="${w - 24}" height="80" rx="10" fill="${tint(body, 0.1)}" opacity=".35"/>${lens(x + 22, y + 80, 7)}${lens(x + 42, y + 80, 7)}<rect x="${x}" y="${y + 118}" width="${w}" height="4" fill="${shade(body, 0.35)}"/>`;
    case 'rugged':
      return `<rect x="${x + 14}" y="${y + 12}" width="${w - 28}" height="34" rx="8" fill="#15171b"/>${lens(x + 34, y + 29, 9)}${lens(x + 58, y + 29, 7)}`;
  }
}

function svg(device: Device, colour: { name: string; hex: string }): string {
  const kind = kindOf(device);
  const body = colour.hex;
  const light = tint(body, 0.35);
  const dark = shade(body, 0.3);
  const wide = kind === 'fold';
  const front = { x: wide ? 14 : 24, y: 56, w: wide ? 124 : 100, h: 224, r: kind === 'rugged' ? 18 : 22 };
  const back = { x: front.x + front.w - 8, y: 22, w: 96, h: 214, r: kind === 'rugged' ? 18 : 22 };
  const bezel = kind === 'rugged' ? 9 : 5;
  const id = `${device.id}-${colour.name}`.replace(/[^a-z0-9]/gi, '');
  const wallpaperA = luminance(body) > 0.75 ? mix(body, '#7d8fb3', 0.55) : body;
  const wallpaperB = shade(mix(body, '#2b1d5c', 0.45), 0.35);
  const island =
    kind === 'nova' || kind === 'novaPro'
      ? `<rect x="${front.x + front.w / 2 - 15}" y="${front.y + 12}" width="30" height="8" rx="4" fill="#050506"/>`
      : `<circle cx="${front.x + front.w / 2}" cy="${front.y + 15}" r="3.5" fill="#050506"/>`;
  const bumpers =
    kind === 'rugged'
      ? [
          [back.x, back.y],
          [back.x + back.w - 22, back.y],
          [back.x, back.y + back.h - 22],
          [back.x + back.w - 22, back.y + back.h - 22],
        ]
          .map(([x, y]) => `<rect x="${x}" y="${y}" width="22" height="22" rx="8" fill="#2a2c31"/>`)
          .join('')
      : '';
  const hinge = wide
    ? `<rect x="${front.x + front.w / 2 - 1}" y="${front.y + bezel}" width="2" height="${front.h - 2 * bezel}" fill="#ffffff" opacity=".18"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 300" width="240" height="300" role="img"><title>${device.name}, ${colour.name}</title>
<defs>
<linearGradient id="b${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset=".55" stop-color="${body}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
<linearGradient id="w${id}" x1="0" y1="0" x2=".6" y2="1"><stop offset="0" stop-color="${wallpaperA}"/><stop offset="1" stop-color="${wallpaperB}"/></linearGradient>
<linearGradient id="g${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/></linearGradient>
</defs>
<ellipse cx="124" cy="288" rx="92" ry="7" fill="#000" opacity=".12"/>
<rect x="${back.x}" y="${back.y}" width="${back.w}" height="${back.h}" rx="${back.r}" fill="url(#b${id})" stroke="${shade(body, 0.45)}" stroke-width="1.5"/>
${bumpers}${camera(kind, back.x + 6, back.y + 6, back.w - 12, body)}
<rect x="${front.x - 2}" y="${front.y - 2}" width="${front.w + 4}" height="${front.h + 4}" rx="${front.r + 2}" fill="${kind === 'rugged' ? '#2a2c31' : shade(body, 0.15)}"/>
<rect x="${front.x}" y="${front.y}" width="${front.w}" height="${front.h}" rx="${front.r}" fill="#0b0c0f"/>
<rect x="${front.x + bezel}" y="${front.y + bezel}" width="${front.w - 2 * bezel}" height="${front.h - 2 * bezel}" rx="${front.r - bezel}" fill="url(#w${id})"/>
<path d="M${front.x + bezel} ${front.y + 150} C ${front.x + 40} ${front.y + 120}, ${front.x + 70} ${front.y + 190}, ${front.x + front.w - bezel} ${front.y + 140} V ${front.y + front.h - bezel - 14} H ${front.x + bezel} Z" fill="#ffffff" opacity=".12"/>
<path d="M${front.x + bezel} ${front.y + 180} C ${front.x + 50} ${front.y + 160}, ${front.x + 60} ${front.y + 210}, ${front.x + front.w - bezel} ${front.y + 175} V ${front.y + front.h - bezel - 14} H ${front.x + bezel} Z" fill="#000000" opacity=".14"/>
${hinge}${island}
<rect x="${front.x + 18}" y="${front.y + 44}" width="${front.w - 36}" height="14" rx="7" fill="#ffffff" opacity=".82"/>
<rect x="${front.x + 30}" y="${front.y + 64}" width="${front.w - 60}" height="5" rx="2.5" fill="#ffffff" opacity=".55"/>
<rect x="${front.x + front.w / 2 - 18}" y="${front.y + front.h - bezel - 10}" width="36" height="3" rx="1.5" fill="#ffffff" opacity=".7"/>
<rect x="${front.x}" y="${front.y}" width="${front.w / 2}" height="${front.h}" rx="${front.r}" fill="url(#g${id})"/>
</svg>
`;
}

mkdirSync(OUT, { recursive: true });
let count = 0;
for (const device of DEVICES) {
  for (const colour of device.colours) {
    writeFileSync(join(OUT, `${device.id}-${colour.id}.svg`), svg(device, colour));
    count += 1;
  }
}
console.log(`[device-images] wrote ${count} images to ${OUT}`);
