/**
 * The site header between a phone and a desktop (docs/requirements.md "Languages", issue 23 item 4: no sideways
 * scroll). The one-row header (brand, five sections, Sign in, cart) needs about 1060 px in Spanish: at 1024 px, a
 * tablet on its side, it ran 30 px past the window and "Sign in" broke onto two lines. Tablets keep the two-row
 * header; the one-row header starts at 1200 px (src/components/sales/sales.css).
 */
import { test, expect } from './support/fixtures';

const pages = [
  ['the card landing', '/sales/digital/creditcardmlp.html'],
  ['the Spanish card landing', '/es/sales/digital/creditcardmlp.html'],
  ['the Spanish gridwall', '/es/sales/digital/gridwall/smartphones.html'],
] as const;

for (const width of [768, 1024, 1199, 1200, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const [name, path] of pages) {
      test(`${name}: the header fits the window, each action on one line`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('#root[data-hydrated]')).toBeAttached();
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth, `${path} is ${scrollWidth} px wide in a ${clientWidth} px window`).toBeLessThanOrEqual(clientWidth);
        const header = page.locator('header.sf-header');
        for (const label of await header.locator('.sf-nav__action-label, .sf-nav__cart-label').all()) {
          // One line of text: its box is no taller than one line of its own font.
          const { height, lineHeight } = await label.evaluate((element) => ({
            height: element.getBoundingClientRect().height,
            lineHeight: parseFloat(getComputedStyle(element).lineHeight) || parseFloat(getComputedStyle(element).fontSize) * 1.6,
          }));
          expect(height, `"${await label.innerText()}" takes ${height} px, more than one ${lineHeight} px line`).toBeLessThanOrEqual(lineHeight + 1);
        }
      });
    }
  });
}
