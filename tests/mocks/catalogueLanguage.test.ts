// @vitest-environment node
/**
 * The catalogue service answers in the language its call asks for (issue 23): descriptive texts translated, product
 * names and prices kept, English for English or a language the catalogue does not have; every catalogue item has
 * its Spanish texts (src/mocks/catalogue/spanish.ts).
 */
import { describe, expect, it } from 'vitest';
import { DEVICES } from '../../src/mocks/catalogue/devices.ts';
import { ACCESSORIES, DELIVERY_OPTIONS, PLANS, PROTECTION } from '../../src/mocks/catalogue/offers.ts';
import { catalogueIn } from '../../src/mocks/catalogue/catalogueTexts.ts';
import { ORIGIN, useMockServer } from './mockServerHarness.ts';

useMockServer();

async function ask(path: string, language: string, body: Record<string, unknown> = {}) {
  const response = await fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
    body: JSON.stringify(body),
  });
  expect(response.headers.get('vary')).toBe('Accept-Language');
  return response.json();
}

describe('catalogue service in the shopper’s language', () => {
  it('gridwall: Spanish taglines, the same names and prices', async () => {
    const english = await ask('/deviceconfigservice/nse/gridwall', 'en', { sort: 'featured' });
    const spanish = await ask('/deviceconfigservice/nse/gridwall', 'es-US,es;q=0.9', { sort: 'featured' });
    expect(spanish.devices[0]).toMatchObject({ id: 'nova-16-pro', name: 'Nova 16 Pro', tagline: 'Diseño de titanio, cámara triple' });
    expect(spanish.devices[0].colours).toEqual(['Titanio desierto', 'Titanio negro', 'Titanio blanco']);
    expect(english.devices[0].tagline).toBe('Titanium design, triple camera');
    expect(spanish.devices.map((d: { fullPrice: number }) => d.fullPrice)).toEqual(english.devices.map((d: { fullPrice: number }) => d.fullPrice));
    // A language the catalogue does not have answers English.
    expect((await ask('/deviceconfigservice/nse/gridwall', 'fr', { sort: 'featured' })).devices[0].tagline).toBe('Titanium design, triple camera');
  });

  it('device details: description and colour names, ids and pictures kept', async () => {
    const { device } = await ask('/deviceconfigservice/device/details', 'es', { deviceId: 'galaxa-s25' });
    expect(device.description).toBe('Pantalla de 6,2 pulgadas que cabe en una mano, con chip y cámara de gama alta.');
    expect(device.colours[1]).toMatchObject({ id: 'icyblue', name: 'Azul hielo', image: '/images/devices/galaxa-s25-icyblue.svg' });
  });

  it('catalogue: plan features, option names and the price labels around a price', async () => {
    const answer = await ask('/deviceconfigservice/catalogue', 'es');
    expect(answer.plans.find((p: { id: string }) => p.id === 'unlimited-plus')).toMatchObject({
      name: 'Unlimited Plus',
      data: '5G Ultra Wideband ilimitado',
      priceLabel: '$80.00/mes',
    });
    expect(answer.deliveryOptions[0]).toMatchObject({ name: 'Envío gratis en 2 días', priceLabel: 'Gratis' });
    expect(answer.protection[1]).toMatchObject({ name: 'Device Protect', priceLabel: '$17.00/mes' });
    expect(answer.accessories[0]).toMatchObject({ name: 'Funda transparente estilo MagSafe', category: 'Fundas', priceLabel: '$49.99' });
    const english = await ask('/deviceconfigservice/catalogue', 'en');
    expect(english.deliveryOptions[0]).toMatchObject({ name: 'Free 2-day shipping', priceLabel: 'Free' });
  });

  it('every device, colour, plan and option has its Spanish texts', () => {
    const spanish = catalogueIn('es');
    const untranslated = [
      ...DEVICES.flatMap((device) => {
        const texts = spanish.device(device);
        return [
          ...(texts.tagline === device.tagline ? [`device ${device.id} tagline`] : []),
          ...(texts.description === device.description ? [`device ${device.id} description`] : []),
          ...device.colours
            .filter((colour, i) => texts.colours[i]!.name === colour.name && colour.name !== 'Iris' /* the same word in Spanish */)
            .map((c) => `colour ${device.id}/${c.id}`),
        ];
      }),
      ...PLANS.filter((plan) => spanish.plan(plan).data === plan.data).map((plan) => `plan ${plan.id}`),
      ...PROTECTION.filter((option) => spanish.protection(option).description === option.description).map((option) => `protection ${option.id}`),
      ...DELIVERY_OPTIONS.filter((option) => spanish.delivery(option).name === option.name).map((option) => `delivery ${option.id}`),
      ...ACCESSORIES.filter((item) => spanish.accessory(item).name === item.name).map((item) => `accessory ${item.id}`),
    ];
    expect(untranslated).toEqual([]);
  });
});

describe('cart service in the shopper’s language', () => {
  it('a line’s colour and an accessory come back in Spanish; the device name stays', async () => {
    const headers = { 'Content-Type': 'application/json', 'Accept-Language': 'es', cartid: 'language-test' };
    const call = async (path: string, body: Record<string, unknown>) =>
      (await fetch(`${ORIGIN}/cartservice/cart/nse/${path}`, { method: 'POST', headers, body: JSON.stringify(body) })).json();
    await call('add-device', { deviceId: 'nova-16', colourId: 'teal', capacityId: '128gb', paymentOption: 'monthly', replaceItemId: '' });
    const cart = await call('add-accessories', { accessoryId: 'car-mount' });
    expect(cart.devices[0]).toMatchObject({ name: 'Nova 16', colour: 'Verde azulado' });
    expect(cart.accessories[0]).toMatchObject({ name: 'Soporte magnético para auto' });
  });

  it('the activation step is named in the language of each call, and Favorites too', async () => {
    const call = async (path: string, body: Record<string, unknown>, language: string) =>
      (
        await fetch(`${ORIGIN}/cartservice/${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Accept-Language': language, cartid: 'language-steps' },
          body: JSON.stringify(body),
        })
      ).json();
    await call('cart/nse/add-device', { deviceId: 'nova-16', colourId: 'teal', capacityId: '128gb', paymentOption: 'monthly', replaceItemId: '' }, 'en');
    const english = await call('cart/nse/add-step', { step: 'activationmethod', values: { method: 'self' } }, 'en');
    expect(english.checkout.activation).toEqual({ method: 'self', name: 'Activate it myself when it arrives' });
    const spanish = await call('cart/nse/getCart', {}, 'es');
    expect(spanish.checkout.activation).toEqual({ method: 'self', name: 'Activarlo yo mismo cuando llegue' });
    const favorites = await call('wishlist/nse/add', { deviceId: 'galaxa-s25' }, 'es');
    expect(favorites.devices[0]).toMatchObject({ name: 'Galaxa S25', tagline: 'Insignia compacto', colours: ['Azul marino', 'Azul hielo', 'Menta'] });
  });
});
