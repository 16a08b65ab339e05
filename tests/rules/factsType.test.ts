import { describe, expectTypeOf, it } from 'vitest';
import type { Facts } from '../../src/model/facts.ts';

// Facts is generated from schemas/facts.schema.json (npm run gen): these pin what the schema says.
describe('the generated Facts type', () => {
  it('keeps the fixed choices of the schema', () => {
    expectTypeOf<Facts['device']['type']>().toEqualTypeOf<'mobile' | 'tablet' | 'desktop'>();
    expectTypeOf<Facts['user']['role']>().toEqualTypeOf<'guest' | 'prepay' | ''>();
    // @ts-expect-error a channel id outside spec 3 is not a channelId
    const channel: Facts['device']['channelId'] = 'VZW-DOTCOM-WATCH';
    void channel;
  });

  it('makes the always-present facts required and the plumbing ones optional', () => {
    expectTypeOf<Facts['url']>().not.toBeNullable();
    expectTypeOf<Facts['session']>().toBeNullable();
    expectTypeOf<Facts['calls'][string]['status']>().toEqualTypeOf<'idle' | 'loading' | 'ok' | 'error'>();
  });
});
