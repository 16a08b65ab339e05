/**
 * The demo catalogue's descriptive texts in Spanish (issue 23: a Spanish page shows Spanish product texts). The
 * catalogue service answers in the language its call asks for in `Accept-Language`, as the content service does;
 * product and brand names stay as they are (a carrier sells the "Nova 16 Pro" under that name in every language),
 * descriptions, taglines, colour names, plan features and option names are translated. Keyed by the ids of
 * devices.ts and offers.ts; tests/mocks/catalogueLanguage.test.ts fails when an id has no translation here.
 */

import type { CatalogueTexts, DeviceTexts } from './catalogueTexts.ts';

const DEVICES_ES: Record<string, DeviceTexts> = {
  'nova-16-pro': {
    tagline: 'Diseño de titanio, cámara triple',
    description: 'Pantalla de 6,3 pulgadas, cámara triple de 48 MP y batería para todo el día.',
    colours: { desert: 'Titanio desierto', black: 'Titanio negro', white: 'Titanio blanco' },
  },
  'nova-16': {
    tagline: 'Colores vivos, gran batería',
    description: 'Pantalla de 6,1 pulgadas, un chip rápido y una cámara de 48 MP en cinco colores.',
    colours: { ultramarine: 'Ultramar', teal: 'Verde azulado', pink: 'Rosa', black: 'Negro' },
  },
  'nova-15e': {
    tagline: 'Lo esencial, por menos',
    description: 'Pantalla de 6,1 pulgadas y el mismo chip rápido del Nova 16, a un precio más accesible.',
    colours: { white: 'Blanco', black: 'Negro' },
  },
  'galaxa-s25-ultra': {
    tagline: 'Lápiz integrado, cámara de 200 MP',
    description: 'Pantalla de 6,9 pulgadas, lápiz integrado y cámara de 200 MP con zoom de 100x.',
    colours: { silver: 'Titanio azul plateado', black: 'Titanio negro', gray: 'Titanio gris' },
  },
  'galaxa-s25': {
    tagline: 'Insignia compacto',
    description: 'Pantalla de 6,2 pulgadas que cabe en una mano, con chip y cámara de gama alta.',
    colours: { navy: 'Azul marino', icyblue: 'Azul hielo', mint: 'Menta' },
  },
  'galaxa-a36': {
    tagline: 'Pantalla grande, precio pequeño',
    description: 'Pantalla de 6,7 pulgadas, 5G y batería para dos días.',
    colours: { lavender: 'Lavanda', black: 'Negro' },
  },
  'galaxa-fold-7': {
    tagline: 'Teléfono por fuera, tableta por dentro',
    description: 'Se despliega en una pantalla de 8 pulgadas; plegado, es un teléfono que cabe en el bolsillo.',
    colours: { blue: 'Azul sombra', silver: 'Plata sombra' },
  },
  'pixelle-10-pro': {
    tagline: 'La cámara más inteligente',
    description: 'Pantalla de 6,3 pulgadas, cámara triple profesional y siete años de actualizaciones.',
    colours: { obsidian: 'Obsidiana', porcelain: 'Porcelana', moonstone: 'Piedra lunar' },
  },
  'pixelle-10': {
    tagline: 'Útil, colorido y rápido',
    description: 'Pantalla de 6,3 pulgadas y un chip nuevo con asistencia en el propio teléfono.',
    colours: { indigo: 'Índigo', lemongrass: 'Limoncillo', frost: 'Escarcha' },
  },
  'pixelle-9a': {
    tagline: 'Gran cámara, gran precio',
    description: 'La cámara Pixelle y siete años de actualizaciones a un precio de gama media.',
    colours: { iris: 'Iris', porcelain: 'Porcelana' },
  },
  'moto-edge-2025': {
    tagline: 'Pantalla curva, carga rápida',
    description: 'Pantalla curva de 6,7 pulgadas y carga de 68 W.',
    colours: { blue: 'Azul náutico' },
  },
  'moto-g-5g': {
    tagline: '5G para todos los días',
    description: 'Pantalla de 6,7 pulgadas, 5G y cámara de 50 MP para el día a día.',
    colours: { green: 'Gris bosque', sage: 'Verde salvia' },
  },
  'moto-razr-plus': {
    tagline: 'Ábrelo',
    description: 'Un teléfono plegable con pantalla exterior de 4 pulgadas e interior de 7.',
    colours: { mocha: 'Moca', pink: 'Rosa intenso' },
  },
  'orbit-one': {
    tagline: 'Sencillo y resistente',
    description: 'Un teléfono robusto con gran batería, para la obra y el fin de semana.',
    colours: { black: 'Negro' },
  },
};

const PLANS_ES: Record<string, { data: string; highlights: readonly string[] }> = {
  'unlimited-welcome': { data: 'Datos 5G ilimitados', highlights: ['Llamadas y textos ilimitados', 'Streaming en definición estándar'] },
  'unlimited-plus': {
    data: '5G Ultra Wideband ilimitado',
    highlights: ['30 GB de hotspot móvil', 'Streaming en HD', 'Ahorra en un plan de internet para el hogar'],
  },
  'unlimited-ultimate': {
    data: 'Datos 5G premium ilimitados',
    highlights: ['60 GB de hotspot móvil', 'Llamadas, textos y datos internacionales en más de 210 países', 'Streaming en 4K'],
  },
  'prepaid-15gb': { data: '15 GB de datos 5G', highlights: ['Llamadas y textos ilimitados', 'Sin contrato anual'] },
  'prepaid-unlimited': { data: 'Datos 5G ilimitados', highlights: ['Llamadas y textos ilimitados', '5 GB de hotspot', 'Sin contrato anual'] },
};

/** Protection and delivery options: a name that describes (not a product name) and a description. */
const PROTECTION_ES: Record<string, { name: string; description: string }> = {
  none: { name: 'Sin protección', description: 'Reparaciones y reemplazos a precio completo.' },
  'device-protect': { name: 'Device Protect', description: 'Cobertura por pérdida, robo y daños, reparación de pantalla desde $0 y soporte técnico.' },
  'basic-protect': { name: 'Basic Protect', description: 'Cobertura por daños y fallas con un cargo de reemplazo de $99.' },
};

const DELIVERY_ES: Record<string, { name: string; description: string }> = {
  standard: { name: 'Envío gratis en 2 días', description: 'Llega en 2 días hábiles.' },
  overnight: { name: 'Envío al día siguiente', description: 'Pide antes de las 3 p. m. para recibirlo el siguiente día hábil.' },
  pickup: { name: 'Recoger en la tienda', description: 'Listo en unas 2 horas en una tienda cerca de ti.' },
};

const ACCESSORIES_ES: Record<string, { name: string; category: string }> = {
  'clear-case': { name: 'Funda transparente estilo MagSafe', category: 'Fundas' },
  'glass-protector': { name: 'Protector de pantalla de vidrio templado', category: 'Protección de pantalla' },
  'charger-45w': { name: 'Cargador rápido USB-C de 45 W', category: 'Cargadores' },
  'wireless-pad': { name: 'Base de carga inalámbrica de 15 W', category: 'Cargadores' },
  'earbuds-pro': { name: 'Audífonos con cancelación de ruido', category: 'Audio' },
  'power-bank': { name: 'Batería portátil de 10.000 mAh', category: 'Cargadores' },
  'car-mount': { name: 'Soporte magnético para auto', category: 'Soportes' },
  'smart-tag': { name: 'Etiqueta rastreadora inteligente', category: 'Dispositivos inteligentes' },
};

export const CATALOGUE_ES: CatalogueTexts = {
  devices: DEVICES_ES,
  plans: PLANS_ES,
  protection: PROTECTION_ES,
  delivery: DELIVERY_ES,
  accessories: ACCESSORIES_ES,
  // The same words as the activation step's choices (flows/texts/es/sales.json sales.activation.*).
  activation: { self: 'Activarlo yo mismo cuando llegue', store: 'Activarlo en una tienda', preactivated: 'Llega listo para usar' },
  priceLabels: { perMonth: '/mes', free: 'Gratis' },
};
