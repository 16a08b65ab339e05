/**
 * Bring your own device (BYOD): from the shop to the compatibility check, a
 * phone that cannot be used, one that can, an eSIM and a plan into the cart;
 * the cart reports NSEBYOD for a prospect and the tag shows it as NSO (spec 3
 * intendType mapping, flows/decisions/sales-intend-type.json).
 */
import { test, expect, expectNoAxeViolations } from './support/fixtures';

test('BYOD: check a phone by IMEI and by model, add an eSIM line with a plan @phone', async ({ page }) => {
  await page.goto('/sales/digital/shop.html');
  await page.getByRole('link', { name: 'Bring your own phone' }).click();
  await expect(page).toHaveURL(/prospectbyodoptions\.html$/);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Check your phone' }).click();
  await expect(page).toHaveURL(/\/byod\.html$/);

  // By IMEI: the flow checks the digits (pattern and Luhn) before asking the service.
  await page.getByLabel('IMEI number').check();
  await page.getByRole('textbox', { name: /^IMEI/ }).fill('356938035643808');
  await page.getByRole('button', { name: 'Check compatibility' }).click();
  await expect(page.getByRole('textbox', { name: /^IMEI/ })).toHaveAccessibleDescription(/Check the IMEI; it isn't valid\./);
  await page.getByRole('textbox', { name: /^IMEI/ }).fill('356938035670000');
  await page.getByRole('button', { name: 'Check compatibility' }).click();
  await expect(page.getByTestId('BYOD_NOT_COMPATIBLE')).toHaveText("This phone is reported lost or stolen, so it can't be used on our network.");
  await expectNoAxeViolations(page);

  // By brand and model.
  await page.getByLabel('Brand and model').check();
  await page.getByRole('combobox', { name: /^Brand/ }).selectOption('nova');
  await page.getByRole('combobox', { name: /^Model/ }).selectOption('nova-14');
  await page.getByRole('button', { name: 'Check compatibility' }).click();
  const setup = page.getByTestId('BYOD_COMPATIBLE');
  await expect(setup.getByText('Good news: your Nova 14 works on our network.')).toBeVisible();
  await expect(setup.getByLabel('eSIM')).toBeChecked();
  await expect(setup.getByLabel(/Unlimited Plus/)).toBeChecked(); // the recommended plan
  await expectNoAxeViolations(page);
  await setup.getByLabel(/Unlimited Welcome/).check();
  await setup.getByRole('button', { name: 'Add to cart' }).click();

  await expect(page).toHaveURL(/expresscart\.html$/);
  await expect(page.getByText('Your own phone, eSIM')).toBeVisible();
  await expect(page.getByText('Unlimited Welcome')).toBeVisible();
  // The cart page tags the cart with the intendType as spec 3 shows it: NSEBYOD -> NSO.
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window as unknown as { storeflowTags?: { event: string; intendType?: string }[] }).storeflowTags ?? [])
          .filter((tag) => tag.event === 'impression')
          .map((tag) => tag.intendType),
      ),
    )
    .toContain('NSO');
  // ...and hands the cart to the sales chat's data layer (spec 1, 9): the eSIM line and its plan, priced by the value rule.
  const chatCart = await page.evaluate(() =>
    (window as unknown as { lpTag?: { sdes?: { type: string; numItems: number; total: number }[] } }).lpTag?.sdes?.at(-1),
  );
  expect(chatCart).toMatchObject({ type: 'cart', numItems: 2, total: 65 });
});
