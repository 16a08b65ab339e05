// @vitest-environment jsdom
/**
 * docs/requirements.md "Languages" (each key written once per language): "Add a
 * page" writes a new text's Spanish in the Spanish file that already writes the
 * key (a Spanish text left with no English one), as the texts editor and the
 * pages view do (spanishFileFor), not a second copy in the twin, which
 * flows:check refuses; the form names the files before anything is written.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { NewPageForm } from '../../../studio/client/pages/NewPageForm.tsx';
import type { NewPagePlan } from '../../../studio/client/pages/newPage.ts';
import type { PagesAnswer } from '../../../studio/shared/pages.ts';

const known: PagesAnswer = {
  journeys: ['shop'],
  layouts: ['site'],
  pages: [{ journey: 'shop', page: 'shop', route: 'shop', title: 'Shop', file: 'flows/journeys/shop/shop.json', layout: 'site' }],
};
const textKeys = { 'shop.shop.heading': 'flows/texts/sales.json' };
// shop.thanks.heading's Spanish is already written in es/common.json (with no English text yet); shop.thanks.back's nowhere.
const spanishFiles = { 'shop.shop.heading': 'flows/texts/es/sales.json', 'shop.thanks.heading': 'flows/texts/es/common.json' };

it("puts each new text's Spanish where that key's Spanish is written, else in the twin, and says so", async () => {
  const user = userEvent.setup();
  const onCreate = vi.fn(async (_plan: NewPagePlan) => null);
  render(<NewPageForm known={known} textKeys={textKeys} spanishFiles={spanishFiles} onCreate={onCreate} />);
  const form = screen.getByRole('form', { name: 'Add a page' });
  await user.type(within(form).getByRole('textbox', { name: 'Page id' }), 'thanks');
  expect(
    within(form).getByText('The texts go in flows/texts/sales.json and flows/texts/es/common.json and flows/texts/es/sales.json', { exact: false }),
  ).toBeInTheDocument();
  await user.type(within(form).getByRole('textbox', { name: 'Heading' }), 'Thank you');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Back link leads to' }), 'shop.shop');
  await user.type(within(form).getByRole('textbox', { name: 'Back link words' }), 'Back to the shop');
  await user.type(within(form).getByRole('textbox', { name: 'Heading in Spanish' }), 'Gracias');
  await user.type(within(form).getByRole('textbox', { name: 'Back link words in Spanish' }), 'Volver a la tienda');
  await user.click(within(form).getByRole('button', { name: 'Add page' }));
  expect(onCreate).toHaveBeenCalledTimes(1);
  expect(onCreate.mock.calls[0]?.[0].translations).toEqual([
    { path: 'flows/texts/es/common.json', add: { 'shop.thanks.heading': 'Gracias' } },
    { path: 'flows/texts/es/sales.json', add: { 'shop.thanks.back': 'Volver a la tienda' } },
  ]);
});
