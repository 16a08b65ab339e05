import { startDataElementId, startDataJson, type FirstPaintData } from '../../../src/app/firstPaint/startData.ts';

export interface PageHtmlParts {
  /** The rendered frame: the HTML inside #root. */
  body: string;
  title: string;
  /** The page's description for search results (`<meta name="description">`), in its language (issue 23 item 7). */
  description: string;
  /** The page's language (issue 23 item 7): `lang` on the document before any script runs. */
  language: string;
  data: FirstPaintData;
  /** Script files (under the build's base) the page will import: its journey's chunk, its components' chunks and their imports. */
  modulePreloads: readonly string[];
  /**
   * Script files fetched at low priority (`fetchpriority="low"`): needed soon after the page is live, not to hydrate it
   * (the HTTP client its entry calls wait for, issue 20 item 4), so they do not compete with the entry.
   */
  lowPriorityPreloads?: readonly string[];
  /** Style sheets of the components the frame shows, so it is styled before any script runs. */
  styleSheets: readonly string[];
  /**
   * Issue 20 item 4: every script (the entry, its preloaded imports, the page's chunks) fetched at low priority
   * (`fetchpriority="low"`), so the document and its style sheets get the connection first: the frame needs no script
   * to paint. Module scripts never block rendering, but at their default High priority they compete with the styles,
   * and Lighthouse's simulation counts a High script that arrived before the first paint as render-blocking.
   */
  scriptsAfterStyles?: boolean;
}

const descriptionMeta = /<meta name="description" content="[^"]*" ?\/?>/;
const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string): string => escapeText(text).replace(/"/g, '&quot;');

/**
 * One pre-rendered page from the built index.html (issue 20 items 1 and 2):
 * the frame inside #root, the page's title, description and language (`<html lang>`),
 * `<link rel="modulepreload">` for the chunks it will import and
 * `<link rel="stylesheet">` for its components' styles before the entry
 * script, and the start data in a JSON
 * element (never executed: no inline script, the CSP stays strict). Pure.
 * Throws when the template lacks what it replaces, so a changed index.html
 * fails the build instead of shipping pages without their frame.
 */
export function pageHtml(template: string, parts: PageHtmlParts): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error(`[storeflow] pre-render: index.html has no empty ${root} to fill`);
  if (!/<title>[^<]*<\/title>/.test(template)) throw new Error('[storeflow] pre-render: index.html has no <title>');
  if (!/<html lang="[^"]*">/.test(template)) throw new Error('[storeflow] pre-render: index.html has no <html lang="...">');
  if (!descriptionMeta.test(template)) throw new Error('[storeflow] pre-render: index.html has no <meta name="description" content="...">');
  if (!template.includes('</head>')) throw new Error('[storeflow] pre-render: index.html has no </head>');
  const scriptPriority = parts.scriptsAfterStyles ? ' fetchpriority="low"' : '';
  const links = [
    ...parts.styleSheets
      .filter((href) => !template.includes(`href="${href}"`))
      .map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
    ...parts.modulePreloads
      .filter((href) => !template.includes(`href="${href}"`))
      .map((href) => `<link rel="modulepreload" crossorigin${scriptPriority} href="${escapeAttribute(href)}">`),
    ...(parts.lowPriorityPreloads ?? [])
      .filter((href) => !template.includes(`href="${href}"`) && !parts.modulePreloads.includes(href))
      .map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeAttribute(href)}">`),
  ];
  const data = `<script type="application/json" id="${startDataElementId}">${startDataJson(parts.data)}</script>`;
  const page = parts.scriptsAfterStyles ? lowerScriptPriority(template) : template;
  return page
    .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeAttribute(parts.language)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(parts.title)}</title>`)
    .replace(descriptionMeta, () => `<meta name="description" content="${escapeAttribute(parts.description)}" />`)
    .replace('</head>', () => `${links.map((link) => `  ${link}\n`).join('')}  ${data}\n  </head>`)
    .replace(root, () => `<div id="root">${parts.body}</div>`);
}

/** The template's own entry script and modulepreload links (Vite writes them) at low priority. */
function lowerScriptPriority(template: string): string {
  return template.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, (_, start: string) => `<${start} fetchpriority="low"`);
}
