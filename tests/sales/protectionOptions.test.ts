/**
 * Issue 9: the protection spoke offered "No protection — Included", as if
 * going without cover were a paid-for inclusion. An option that costs nothing
 * carries no price label; the priced ones say what they cost a month.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../src/mocks/memoryStorage.ts';
import { createMockServer } from '../../src/mocks/node.ts';

const server = createMockServer({ getLocalStorage: () => createMemoryStorage() });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('protection options (issue 9)', () => {
  it('no protection has no price label; the others their monthly price', async () => {
    const response = await fetch('http://api.test/deviceconfigservice/catalogue', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cartId: 'P-1', loginStatus: 'authenticated' },
      body: '{}',
    });
    const { protection } = (await response.json()) as { protection: { id: string; priceLabel: string }[] };
    expect(protection.find((option) => option.id === 'none')?.priceLabel).toBe('');
    expect(protection.find((option) => option.id === 'device-protect')?.priceLabel).toBe('$17.00/mo');
  });
});
