import type { Language } from '../model/language.ts';
import { askedLanguage } from './askedLanguage.ts';
import type { MockAnswer } from './overrides.ts';

/**
 * The messages our mock services word themselves (`errors[].message`, shown by
 * an error row that shows the service's own words, e.g. the catalogue's
 * default row or the BYOD verdict), in the languages a call can ask for
 * (issue 23 item 7). A real service answers in the Accept-Language the app
 * sends; the mocks write English and this table gives the Spanish a carrier
 * would write. `{name}` marks a part the service fills in (a phone's name, an
 * area code), kept as it comes.
 *
 * Left out on purpose, because something reads them as codes rather than
 * showing them: the accessory messages of lists.accessoryReloadMessages (the
 * error table compares them), HTTP texts (Unauthorized, Service Unavailable,
 * Session expired, Cart not found: their rows show the flows' own texts) and
 * the savings service's serviceErrMsg codes. Developer-only answers (an
 * unknown step or action, a step the cart does not need) stay English.
 */
export const serviceMessages: Readonly<Record<string, Record<Exclude<Language, 'en'>, string>>> = {
  'We could not find that device.': { es: 'No encontramos ese teléfono.' },
  'Prepaid phones are paid in full.': { es: 'Los teléfonos prepagados se pagan completos.' },
  'That phone is no longer in your cart.': { es: 'Ese teléfono ya no está en tu carrito.' },
  'This phone cannot be used on our network.': { es: 'Este teléfono no se puede usar en nuestra red.' },
  'This phone does not support eSIM. Choose a SIM card.': { es: 'Este teléfono no es compatible con eSIM. Elige una tarjeta SIM.' },
  'Choose a plan.': { es: 'Elige un plan.' },
  'We could not find that plan.': { es: 'No encontramos ese plan.' },
  'Choose the device you are trading in first.': { es: 'Primero elige el equipo que vas a entregar.' },
  'This device is reported lost or stolen and cannot be traded in.': {
    es: 'Este equipo está reportado como perdido o robado y no se puede entregar.',
  },
  'This IMEI belongs to a {name}, not the phone you chose. Check the IMEI or choose another phone.': {
    es: 'Este IMEI es de un {name}, no del teléfono que elegiste. Revisa el IMEI o elige otro teléfono.',
  },
  'Your cart is empty.': { es: 'Tu carrito está vacío.' },
  'We could not find that order.': { es: 'No encontramos ese pedido.' },
  'We have no new numbers in area code {name}. Try a nearby area code.': {
    es: 'No tenemos números nuevos con el código de área {name}. Prueba con un código de área cercano.',
  },
  'That number is no longer available. Search again and pick another.': {
    es: 'Ese número ya no está disponible. Busca de nuevo y elige otro.',
  },
  'Enter a 10-digit US phone number.': { es: 'Ingresa un número de teléfono de EE. UU. de 10 dígitos.' },
  'Enter the transfer PIN from your current carrier.': { es: 'Ingresa el PIN de transferencia de tu compañía actual.' },
  'Emergency services cannot find a PO Box. Enter a street address.': {
    es: 'Los servicios de emergencia no pueden ubicar un apartado postal. Ingresa una dirección con calle.',
  },
  'Enter a 5-digit ZIP code.': { es: 'Ingresa un código postal de 5 dígitos.' },
  'Choose how to activate your phone.': { es: 'Elige cómo activar tu teléfono.' },
  'Choose a protection option.': { es: 'Elige una opción de protección.' },
  'Accept the device payment agreement to buy a phone on monthly payments.': {
    es: 'Acepta el acuerdo de pago del equipo para comprar un teléfono en pagos mensuales.',
  },
  'Type your full name to sign.': { es: 'Escribe tu nombre completo para firmar.' },
  'Enter a valid email address.': { es: 'Ingresa un correo electrónico válido.' },
  'Enter the shipping address: there is no emergency address to copy.': {
    es: 'Ingresa la dirección de envío: no hay una dirección de emergencia para copiar.',
  },
  'Check the card number.': { es: 'Revisa el número de la tarjeta.' },
  'Accept each agreement to place your order.': { es: 'Acepta cada acuerdo para hacer tu pedido.' },
  'Your cart is being updated by a representative.': { es: 'Un representante está actualizando tu carrito.' },
  'The case was cancelled.': { es: 'El caso se canceló.' },
  'You are not eligible for this card offer at this time.': { es: 'En este momento no cumples los requisitos para esta oferta de tarjeta.' },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each English message as a pattern whose `{name}` captures what the service filled in. */
const patterns = Object.entries(serviceMessages).map(([english, translations]) => ({
  pattern: new RegExp(`^${escapeRegExp(english).replace('\\{name\\}', '(.+?)')}$`),
  translations,
}));

/** One message in `language` (null: English, as the mocks write it); a message the table does not hold comes back unchanged. */
export function serviceMessageIn(message: string, language: string | null): string {
  const translated = language as Exclude<Language, 'en'> | null;
  if (translated === null) return message;
  for (const { pattern, translations } of patterns) {
    const match = pattern.exec(message);
    if (match) return translations[translated].replace('{name}', () => match[1] ?? '');
  }
  return message;
}

/**
 * A scenario's or a service's answer in the language its request asks for:
 * each `errors[].message` translated. Overrides are not passed through here:
 * a test that sets an answer gets exactly that answer.
 */
export function answerInAskedLanguage(answer: MockAnswer, request: Request): MockAnswer {
  const language = askedLanguage(request.headers.get('accept-language'));
  const body = answer.body as { errors?: unknown } | undefined;
  if (language === null || !body || typeof body !== 'object' || !Array.isArray(body.errors)) return answer;
  const errors = body.errors.map((error: unknown) =>
    error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string'
      ? { ...error, message: serviceMessageIn((error as { message: string }).message, language) }
      : error,
  );
  return { ...answer, body: { ...body, errors } };
}
