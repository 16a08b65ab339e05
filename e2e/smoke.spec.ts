/**
 * Smoke test: the demo build serves the savings landing, it renders a heading,
 * and it passes axe. Tagged @phone so it also runs in the phone project.
 */
import { test, expect, expectNoAxeViolations } from './support/fixtures';

test('savings landing renders and is accessible', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/sales/digital/openbankmlp.html');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
