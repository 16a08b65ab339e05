import { readFileSync } from 'node:fs';
import type { JsonSchemaObject } from '../../../tools/flowcheck/registryManifest.ts';
import { repoPath } from '../../../tools/repoPath.ts';
import type { TableDocument, TableStudioContext } from '../../../studio/shared/tables/tableTypes.ts';

/**
 * A small context for the table editor's tests: the real facts schema, the
 * real cart-lock redirect table and the list it reads, and a decision table
 * written here with known answers (device type and sign-in: exact domains).
 */
const factsSchema = JSON.parse(readFileSync(repoPath('schemas/facts.schema.json'), 'utf8')) as JsonSchemaObject;
const redirectChannels = ['VZW-DOTCOM-MOB', 'VZW-MFA-IOS', 'VZW-MFA-ANDROID', 'VZW-CART-ICON', 'VZW-RPS', 'VZW-CHAT'];

export function fixtureContext(): TableStudioContext {
  return {
    vocabulary: {
      ...factsSchema,
      properties: {
        ...factsSchema.properties,
        lists: { type: 'object', properties: { cartLockRedirectChannels: { type: 'array' } }, additionalProperties: false },
        switches: { type: 'object', properties: { FF_NEW_BANNER: { type: 'boolean' } }, additionalProperties: false },
        texts: { type: 'object', properties: { banner: { type: 'object', properties: { mobile: { type: 'string' }, desktop: { type: 'string' } } } } },
      },
    },
    blank: {
      user: { signedIn: false, role: '' },
      device: { type: 'desktop', viewportWidth: 1280 },
      cartLock: {},
      url: { basePath: '/sales/digital/' },
      lists: { cartLockRedirectChannels: redirectChannels },
      switches: { FF_NEW_BANNER: false },
      settings: {},
      texts: { banner: { mobile: 'Shop on the go', desktop: 'Shop our best deals' } },
    },
    texts: { 'banner.mobile': 'Shop on the go', 'banner.desktop': 'Shop our best deals' },
    pageIds: ['shop.gridwall', 'shop.pdp'],
  };
}

export function cartLockTable(): TableDocument {
  return JSON.parse(readFileSync(repoPath('flows/redirects/cart-lock.json'), 'utf8')) as TableDocument;
}

/** Rows: signed-in mobile, any mobile, signed in; default desktop. */
export function bannerTable(): TableDocument {
  return {
    $schema: '../../schemas/decision-table.schema.json',
    id: 'banner',
    rows: [
      {
        id: 'signedInMobile',
        when: { and: [{ '==': [{ var: 'device.type' }, 'mobile'] }, { var: 'user.signedIn' }] },
        result: { message: { text: 'banner.mobile' }, view: 'compact' },
        examples: [{ name: 'signed-in phone', facts: { device: { type: 'mobile' }, user: { signedIn: true } } }],
      },
      {
        id: 'mobile',
        when: { '==': [{ var: 'device.type' }, 'mobile'] },
        result: { message: { text: 'banner.mobile' }, view: 'full' },
        examples: [{ name: 'guest phone', facts: { device: { type: 'mobile' } } }],
      },
      {
        id: 'signedIn',
        when: { var: 'user.signedIn' },
        result: { message: { text: 'banner.desktop' }, view: 'full' },
        examples: [{ facts: { user: { signedIn: true } } }],
      },
    ],
    default: { id: 'guestDesktop', result: { message: { text: 'banner.desktop' }, view: 'none' }, examples: [{ facts: {} }] },
  };
}
