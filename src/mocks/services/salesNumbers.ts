import type { MockService } from '../mockService.ts';
import { readCaller, salesError, str } from './salesRequest.ts';

/**
 * New phone numbers the demo offers for an area code: five fictional numbers
 * in the 555-01xx range (reserved for fiction), the same ones each time so a
 * chosen number can be checked when the step is saved. Area codes that
 * cannot exist (starting 0 or 1) or are not served (555, 999) have none.
 */
export function availableNumbers(areaCode: string): string[] {
  if (!/^[2-9][0-9]{2}$/.test(areaCode) || areaCode === '555' || areaCode === '999') return [];
  const seed = Number(areaCode);
  return [0, 1, 2, 3, 4].map((i) => `${areaCode}-555-01${String((seed * 7 + i * 13) % 100).padStart(2, '0')}`);
}

export const salesNumberSearch: MockService = {
  key: 'POST /cartservice/cart/available-numbers',
  paths: ['/cartservice/cart/available-numbers', '/cartservice/cart/nse/available-numbers', '/prepayservice/cart/available-numbers'],
  defaultAnswer: async (ctx) => {
    const { body } = await readCaller(ctx);
    const areaCode = str(body.areaCode).trim();
    const numbers = availableNumbers(areaCode);
    if (numbers.length === 0) return salesError('NO_NUMBERS', `We have no new numbers in area code ${areaCode}. Try a nearby area code.`);
    return { body: { areaCode, numbers, errors: [] } };
  },
};
