import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDate, money, setFormatLocale } from '../../src/logic/formats.ts';
import { evaluate } from '../../src/logic/evaluate.ts';
import { finishAccessoryGrid } from '../../src/engine/finish/accessoryGrid.ts';
import { applyLanguage, flowsInLanguage } from '../../src/app/language.ts';
import { emptyFlowSet } from '../../src/model/flowSet.ts';
import { intlLocales } from '../../src/model/language.ts';

/** Issue 23 item 7: prices, dates and numbers as the page's language writes them (Intl). */
afterEach(() => {
  setFormatLocale('en-US');
});

describe('formats follow the page language', () => {
  it('writes dates the English way by default and the Spanish way for es-US', () => {
    expect(localDate('2026-11-22')).toBe('Nov 22, 2026');
    expect(evaluate({ localDate: '2026-11-22' }, {})).toBe('Nov 22, 2026');
    applyLanguage('es');
    expect(localDate('2026-11-22')).toBe('22 nov 2026');
    expect(evaluate({ localDate: '2026-11-22' }, {})).toBe('22 nov 2026');
  });

  it('writes US dollars in both languages, for the engine and the components', () => {
    applyLanguage('es');
    expect(money(1099.99)).toBe(new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(1099.99));
    // The components' prices are the finishers' (src/engine/finish), through the same money.
    const [card] = finishAccessoryGrid({ accessories: [{ price: 23.89 }] }).cards as { price: string }[];
    expect(card?.price).toBe(new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' }).format(23.89));
    expect(money('not a number')).toMatch(/0\.00/);
  });

  it('makes no Intl formatter at load, when the locale is set, or for a price: only the first date makes one', async () => {
    vi.resetModules();
    const { NumberFormat, DateTimeFormat } = Intl;
    // Counting constructors: each call still makes the real formatter (a `function`, so `new` returns it).
    const numberFormats = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args) {
      return new NumberFormat(...args);
    });
    const dateFormats = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
      return new DateTimeFormat(...args);
    });
    try {
      const fresh = await import('../../src/logic/formats.ts');
      fresh.setFormatLocale('es-US');
      expect(fresh.money(1099.99)).toBe('$1,099.99');
      fresh.localDate('not a date');
      expect(numberFormats).not.toHaveBeenCalled();
      expect(dateFormats).not.toHaveBeenCalled();
      fresh.setFormatLocale('en-US');
      expect(fresh.localDate('2026-11-22')).toBe('Nov 22, 2026');
      expect(fresh.localDate('2026-11-23')).toBe('Nov 23, 2026');
      expect(dateFormats).toHaveBeenCalledTimes(1);
      expect(numberFormats).not.toHaveBeenCalled();
    } finally {
      numberFormats.mockRestore();
      dateFormats.mockRestore();
    }
  });

  it.each(Object.values(intlLocales))('writes dollars exactly as Intl does in %s (the formatter that needs no ICU)', (locale) => {
    setFormatLocale(locale);
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    // Edges: signs and zeros, rounding on the shortest decimal form (1.005, 999.995; 17-digit forms such as 30 % off
    // $2.85 = 1.9949999999999999, which a shift through a number would round twice), float sums, grouping, the fallback.
    const edges = [
      0,
      -0,
      5,
      -5,
      0.1 + 0.2,
      1.005,
      999.995,
      -0.005,
      -0.001,
      12.345,
      1099.99,
      1234567.891,
      9999999.999,
      2.85 * 0.7,
      5.3549999999999995,
      0.024999999999999998,
      -1336.7549999999999,
      1e-7,
      2.5e13,
      1e21,
    ];
    // A fixed pseudo-random walk over prices with 0 to 3 decimals, both signs, up to ten million.
    let seed = 20261127;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const walk = Array.from({ length: 3000 }, (_, index) => {
      const decimals = index % 4;
      const value = Math.round(next() * 10 ** (1 + (index % 7)) * 10 ** decimals) / 10 ** decimals;
      return index % 5 === 0 ? -value : value;
    });
    // Prices as a page computes them: discounts and monthly instalments of two-decimal prices, unrounded.
    const computed = walk.slice(0, 1500).flatMap((price) => [price * 0.85, price * 0.9, price * 0.7, price * 0.15, price / 24, price / 36]);
    for (const amount of [...edges, ...walk, ...computed]) expect(money(amount), String(amount)).toBe(intl.format(amount));
  });

  it('sets lang on the document', () => {
    const doc = { documentElement: { lang: 'en' } } as unknown as Document;
    applyLanguage('es', doc);
    expect(doc.documentElement.lang).toBe('es');
  });
});

describe('flowsInLanguage (pre-rendering a page per language)', () => {
  it('gives the language texts and never the translations themselves', () => {
    const flows = { ...emptyFlowSet(), texts: { 'common.continue': 'Continue' }, translations: { es: { 'common.continue': 'Continuar' } } };
    expect(flowsInLanguage(flows, 'es').texts).toEqual({ 'common.continue': 'Continuar' });
    expect(flowsInLanguage(flows, 'en').texts).toEqual({ 'common.continue': 'Continue' });
    expect(flowsInLanguage(flows, 'es').translations).toBeUndefined();
  });
});
