// @vitest-environment node
/**
 * The mock services word their own error messages in the language the call asks for (issue 23 item 7): the
 * table in src/mocks/serviceMessages.ts, applied to every scenario and default answer; overrides stay exactly as
 * a test set them, and messages the flows read as codes stay English.
 */
import { describe, expect, it } from 'vitest';
import { CANCELLED_CASE } from '../../src/mocks/commonAnswers.ts';
import { answerInAskedLanguage, serviceMessageIn, serviceMessages } from '../../src/mocks/serviceMessages.ts';
import { ORIGIN, useMockServer } from './mockServerHarness.ts';

const { setOverrides } = useMockServer();

const placeholders = (text: string) => text.match(/\{\w+\}/g) ?? [];

async function addByod(language: string) {
  const response = await fetch(`${ORIGIN}/cartservice/cart/nse/add-byod`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': language, cartId: 'cart-messages' },
    body: JSON.stringify({ modelId: 'no-such-phone', simType: 'psim', planId: 'unlimited-plus' }),
  });
  return (await response.json()) as { errors: { id: string; message: string }[] };
}

describe('service messages in the shopper’s language', () => {
  it('every message has a Spanish wording with the same filled-in parts', () => {
    for (const [english, { es }] of Object.entries(serviceMessages)) {
      expect(es, english).not.toBe(english);
      expect(placeholders(es), english).toEqual(placeholders(english));
    }
  });

  it('a service answer in Spanish when the call asks for it, English otherwise', async () => {
    expect((await addByod('es-US,es;q=0.9')).errors[0]).toMatchObject({
      id: 'BYOD_NOT_COMPATIBLE',
      message: 'Este teléfono no se puede usar en nuestra red.',
    });
    expect((await addByod('en')).errors[0]?.message).toBe('This phone cannot be used on our network.');
  });

  it('keeps what the service filled in, and leaves a message the table does not hold as it came', () => {
    expect(serviceMessageIn('This IMEI belongs to a Galaxa S25, not the phone you chose. Check the IMEI or choose another phone.', 'es')).toBe(
      'Este IMEI es de un Galaxa S25, no del teléfono que elegiste. Revisa el IMEI o elige otro teléfono.',
    );
    // Read as a code by the error table (lists.accessoryReloadMessages): never translated.
    expect(serviceMessageIn('Invalid Accessory Item Id', 'es')).toBe('Invalid Accessory Item Id');
    expect(serviceMessageIn('The case was cancelled.', null)).toBe('The case was cancelled.');
  });

  it('translates a scenario’s answer, not a test’s override', async () => {
    const request = new Request(`${ORIGIN}/x`, { headers: { 'Accept-Language': 'es' } });
    expect(answerInAskedLanguage(CANCELLED_CASE, request).body).toMatchObject({ errors: [{ id: 'CASE_CANCELLED', message: 'El caso se canceló.' }] });

    setOverrides({ 'POST /cartservice/cart/nse/add-byod': { body: { errors: [{ id: 'X', message: 'Choose a plan.' }] } } });
    expect((await addByod('es')).errors[0]?.message).toBe('Choose a plan.');
  });
});
