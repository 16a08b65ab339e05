import { afterEach, describe, expect, it } from 'vitest';
import { localDate, money, setFormatLocale } from '../../src/logic/formats.ts';
import { evaluate } from '../../src/logic/evaluate.ts';
import { finishAccessoryGrid } from '../../src/engine/finish/accessoryGrid.ts';
import { applyLanguage, flowsInLanguage } from '../../src/app/language.ts';
import { emptyFlowSet } from '../../src/model/flowSet.ts';

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
