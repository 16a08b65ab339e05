/**
 * Issue 23 item 7: the storefront in Spanish. The language is in the address
 * (`/es` + the English address); every page of a purchase, the card landing
 * and the savings landing read in Spanish, with `lang="es"`, no text key and
 * none of our English words left, and axe finding nothing. The language
 * choice in the header and the footer leads to the same page in the other language.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, setMockOverrides, signIn } from './support/fixtures';
import { offers, offersKey, routePartners } from './support/card';

/**
 * Words of our English texts, and of the catalogue's descriptive texts, a Spanish page must not show (product, brand
 * and plan names stay as they are in every language: src/mocks/catalogue/spanish.ts).
 */
const englishWords = [
  'Add to cart',
  'Continue to',
  'Order summary',
  'Sign in',
  'Shop smartphones',
  'Due today',
  'Monthly total',
  'Save and continue',
  'Place order',
  'Back to checkout',
  'Your cart',
  'Skip to main content',
  'Help and information',
  'By clicking Continue',
  'Earn rewards',
  'No annual fee',
  'Titanium design',
  'Unlimited talk and text',
  'Free 2-day shipping',
  'Activate it',
  '/mo',
];

/** A Spanish page: lang, no raw text key, none of the English words, axe clean. */
async function expectSpanish(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Compra teléfonos, planes y ofertas.');
  await expect(page.locator('main')).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\b(?:sales|common|plumbing|card|savings|shell|chat|calls)\.[a-z][a-zA-Z]*(?:\.[a-zA-Z]+)?\b/);
  for (const words of englishWords) expect(text, `"${words}" on a Spanish page`).not.toContain(words);
  await expectNoAxeViolations(page);
}

test.describe('Spanish @phone', () => {
  test('a signed-in shopper buys a phone in Spanish, from the shop to a placed order', async ({ page }) => {
    test.slow(); // a whole purchase, each page checked with axe
    await signIn(page);
    await page.goto('/es/sales/digital/shop.html');
    await expect(page.getByRole('heading', { level: 1, name: 'Encuentra tu próximo teléfono' })).toBeVisible();
    await expect(page).toHaveTitle(/Compra teléfonos, planes y accesorios/);
    await expectSpanish(page);

    await page.getByRole('link', { name: 'Comprar smartphones' }).click();
    await expect(page).toHaveURL(/\/es\/sales\/digital\/gridwall\/smartphones\.html$/);
    await expect(page.getByText('14 teléfonos')).toBeVisible();
    await expectSpanish(page);

    await page.getByRole('link', { name: 'Galaxa S25', exact: true }).click();
    await expect(page).toHaveURL(/\/es\/sales\/digital\/pdp\.html\?deviceId=galaxa-s25$/);
    await page.getByLabel('Azul hielo').check();
    await page.getByLabel('256 GB').check();
    await expect(page.getByText('Pago mensual del equipo: $23.89/mes por 36 meses, $0 de pago inicial')).toBeVisible();
    await page.getByLabel(/Precio de venta completo/).check();
    await expect(page.getByText('A pagar hoy por el teléfono: $859.99')).toBeVisible();
    await expectSpanish(page);
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();

    // The goto after adding keeps the language.
    await expect(page).toHaveURL(/\/es\/sales\/digital\/accessoryInterstitial\.html$/);
    await expectSpanish(page);
    await page.getByRole('button', { name: 'Continuar al carrito' }).click();

    await expect(page).toHaveURL(/\/es\/sales\/digital\/expresscart\.html$/);
    await expect(page.getByRole('region', { name: 'Resumen del pedido' })).toBeVisible();
    await expectSpanish(page);
    await page.getByRole('button', { name: 'Continuar para finalizar la compra' }).click();

    await expect(page).toHaveURL(/\/es\/sales\/digital\/expresscheckout\.html$/);
    await expectSpanish(page);
    await page.getByRole('button', { name: 'Comenzar Número de teléfono' }).click();
    await expect(page).toHaveURL(/\/es\/sales\/digital\/mdnselection\.html$/);
    await expect(page.getByText(/^Paso 1 de \d+: /)).toBeVisible();
    await page.getByLabel('Obtener un número nuevo').check();
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page).toHaveURL(/\/es\/sales\/digital\/newnumber\.html$/);
    await page.getByLabel(/^Código de área/).fill('212');
    await page.getByRole('button', { name: 'Buscar números' }).click();
    await page.getByRole('form', { name: 'Números disponibles' }).getByRole('radio').first().check();
    await expectSpanish(page);
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();

    await expect(page).toHaveURL(/\/es\/sales\/digital\/e911\.html$/);
    await page.getByRole('textbox', { name: /^Dirección/ }).fill('1 Main Street');
    await page.getByLabel(/^Ciudad/).fill('New York');
    await page.getByLabel(/^Estado/).selectOption('NY');
    await page.getByLabel(/^Código postal/).fill('10001');
    await expectSpanish(page);
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();

    await expect(page).toHaveURL(/\/es\/sales\/digital\/activationmethod\.html$/);
    await page.getByLabel('Activarlo yo mismo cuando llegue').check();
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();

    await expect(page).toHaveURL(/\/es\/sales\/digital\/protection\.html$/);
    await page.getByLabel('Device Protect').check();
    await expectSpanish(page);
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();

    await expect(page).toHaveURL(/\/es\/sales\/digital\/delivery\.html$/);
    await page.getByLabel(/^Nombre( \(obligatorio\))?$/).fill('Ada');
    await page.getByLabel('Apellido').fill('Lovelace');
    await page.getByLabel(/^Correo electrónico/).fill('ada@example.com');
    await page.getByLabel('Teléfono de contacto').fill('212 555 0100');
    await expect(page.getByLabel(/^Igual que la dirección E911/)).toBeChecked();
    await expectSpanish(page);
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();

    await expect(page).toHaveURL(/\/es\/sales\/digital\/payment\.html$/);
    await page.getByLabel('Nombre en la tarjeta').fill('Ada Lovelace');
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await page.getByLabel('Fecha de vencimiento').fill('12/39');
    await page.getByLabel('Código de seguridad').fill('123');
    await expectSpanish(page);
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();

    await expect(page).toHaveURL(/\/es\/sales\/digital\/customeragreements\.html$/);
    await page.getByLabel(/^Acepto el Acuerdo del Cliente/).check();
    await page.getByLabel(/^Leí la Política de Privacidad/).check();
    await page.getByLabel(/^Acepto recibir acuerdos y avisos/).check();
    await expectSpanish(page);
    await page.getByRole('button', { name: 'Aceptar y continuar' }).click();

    await expect(page).toHaveURL(/\/es\/sales\/digital\/expresscheckout\.html$/);
    await page.getByRole('button', { name: 'Revisar el pedido' }).click();
    await expect(page).toHaveURL(/\/es\/sales\/digital\/orderreview\.html$/);
    // Dates as Spanish writes them (Intl, es-US), after a participle that agrees with "Acuerdos": "Aceptados el 26 nov 2026".
    await expect(page.getByText(/^Aceptados el \d{1,2} [a-z]{3,4}\.? \d{4}$/).first()).toBeVisible();
    await expectSpanish(page);
    await page.getByRole('button', { name: 'Hacer el pedido' }).click();

    await expect(page).toHaveURL(/\/es\/sales\/digital\/orderconfirmation\.html$/);
    await expect(page.getByRole('heading', { level: 1, name: '¡Gracias! Tu pedido está hecho.' })).toBeVisible();
    await expect(page.getByTestId('ORDER_NUMBER')).toContainText(/Número de pedido: MO\d+/);
    await expectSpanish(page);
  });

  test('the card landing and the savings landing in Spanish', async ({ page }) => {
    await routePartners(page);
    await signIn(page);
    await setMockOverrides(page, { [offersKey]: offers() });
    await page.goto('/es/sales/digital/creditcardmlp.html');
    const landing = page.getByTestId('CREDIT_CARD_MLP');
    // The content service answers in Spanish (flows/content/es/creditcardmlp.json).
    await expect(landing.getByText(/^Gana recompensas con cada compra/)).toBeVisible();
    await expect(landing.getByText('Sin cuota anual.', { exact: false })).toBeVisible();
    await expect(landing.getByTestId('CARD_DISCLAIMER')).toHaveText(/^Al hacer clic en Continuar, aceptas compartir tu nombre y dirección con CardBank/);
    await expect(page).toHaveTitle('Verificación de inicio de sesión');
    await expect(landing.getByRole('button', { name: 'Continuar' })).toBeVisible();
    await expectSpanish(page);

    await page.goto('/es/sales/nse/openbankmlp.html');
    await expect(
      page.getByText('Al hacer clic en Continuar, se te redirigirá automáticamente al banco de ahorros, donde se mantendrá la cuenta de ahorros.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Preguntas frecuentes de Banca Digital' })).toBeVisible();
    await expectSpanish(page);
  });
});

test('a checkout page with an empty cart sends a Spanish shopper to the Spanish gridwall (spec 2.3 /smartphones)', async ({ page }) => {
  await signIn(page);
  await page.goto('/es/sales/digital/orderreview.html');
  await expect(page).toHaveURL(/\/es\/smartphones$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Smartphones' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByText('14 teléfonos')).toBeVisible();
});

test('the language choice in the header and the footer opens the same page in the other language', async ({ page }) => {
  await page.goto('/sales/digital/gridwall/smartphones.html?brand=Galaxa');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const header = page.getByRole('navigation', { name: 'Language' }).first();
  const spanish = header.getByRole('link', { name: 'Español' });
  await expect(spanish).toHaveAttribute('href', '/es/sales/digital/gridwall/smartphones.html?brand=Galaxa');
  await expect(spanish).toHaveAttribute('lang', 'es');
  await expect(page.locator('footer').getByRole('link', { name: 'Español' })).toHaveAttribute(
    'href',
    '/es/sales/digital/gridwall/smartphones.html?brand=Galaxa',
  );
  await spanish.click();
  await expect(page).toHaveURL(/\/es\/sales\/digital\/gridwall\/smartphones\.html\?brand=Galaxa$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Smartphones' })).toBeVisible();
  await expect(page.getByText('4 teléfonos')).toBeVisible();
  const english = page.getByRole('navigation', { name: 'Idioma' }).first().getByRole('link', { name: 'English' });
  await expect(english).toHaveAttribute('href', '/sales/digital/gridwall/smartphones.html?brand=Galaxa');
  await english.click();
  await expect(page).toHaveURL(/\/sales\/digital\/gridwall\/smartphones\.html\?brand=Galaxa$/);
  await expect(page.getByText('4 phones')).toBeVisible();
});

// The site layout's pages (the card and savings offers, the error and cart-locked pages) had the choice in the footer
// only: a Spanish speaker landing on the card offer from a campaign found no "Español" where the sales pages have it.
for (const [name, path, heading] of [
  ['the card landing', '/sales/digital/creditcardmlp.html', 'La tarjeta Carrier Visa, emitida por CardBank'],
  ['the savings landing', '/sales/digital/openbankmlp.html', 'Ahorros de alto rendimiento con OpenBank'],
  ['the error page', '/sales/digital/error/genericError.html', undefined],
] as const) {
  test(`the language choice is in the header of ${name} too @phone`, async ({ page }) => {
    await page.goto(path);
    // Above the header, not the footer's (which has a navigation of the same name).
    const spanish = page.getByTestId('LANGUAGE_CHOICE').getByRole('link', { name: 'Español' });
    await expect(page.getByTestId('LANGUAGE_CHOICE')).toHaveAttribute('aria-label', 'Language');
    await expect(spanish).toBeVisible();
    await expect(spanish).toHaveAttribute('href', `/es${path}`);
    await spanish.click();
    await expect(page).toHaveURL(new RegExp(`/es${path.replace(/\./g, '\\.')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const english = page.getByTestId('LANGUAGE_CHOICE').getByRole('link', { name: 'English' });
    await expect(english).toBeVisible();
    await expect(english).toHaveAttribute('href', path);
    await expectNoAxeViolations(page);
  });
}
