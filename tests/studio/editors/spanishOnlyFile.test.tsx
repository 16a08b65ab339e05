// @vitest-environment jsdom
/**
 * docs/requirements.md "Languages": a Spanish texts file with no English file
 * of its name (flows/texts/es/promo.json, no flows/texts/promo.json). Its keys
 * that an English text has are edited beside that English (spanishFileFor);
 * its keys that none has were listed in no English texts editor (only the
 * twin's were), so they were reachable only by opening the Spanish file.
 * Each is now listed in the English file its English text would go in
 * (textsFileForKey: a shared prefix, else common.json), with its words and
 * file, and can be given its English text there or removed from its file.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { TextsEditor } from '../../../studio/client/editors/texts/TextsEditor.tsx';
import { editorContext } from './context.ts';

const context = editorContext({
  textKeys: { 'sales.cart.count': 'flows/texts/sales.json', 'common.goBack': 'flows/texts/common.json' },
  englishKeys: ['sales.cart.count', 'common.goBack'],
  spanishTexts: { 'sales.cart.count': 'Tienes {count}', 'common.goBack': 'Volver', 'promo.banner': 'Oferta de hoy', 'sales.cart.promo': 'Promoción' },
  spanishFiles: {
    'sales.cart.count': 'flows/texts/es/sales.json',
    'common.goBack': 'flows/texts/es/common.json',
    'promo.banner': 'flows/texts/es/promo.json',
    'sales.cart.promo': 'flows/texts/es/promo.json',
  },
});
const common = { $schema: 'x', texts: { 'common.goBack': 'Go back' } };
const sales = { $schema: 'x', texts: { 'sales.cart.count': 'You have {count}' } };

it("lists a Spanish-only file's key with no English text in the English file its English would go in, and adds its English there", async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<TextsEditor path="flows/texts/common.json" data={common} onChange={onChange} problems={[]} context={context} />);
  const list = screen.getByRole('region', { name: 'Spanish with no English text' });
  // promo.banner shares no prefix with any English key: common.json's; sales.cart.promo is sales.json's.
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  expect(list).toHaveTextContent('promo.banner “Oferta de hoy”');
  expect(list).toHaveTextContent('Written in flows/texts/es/promo.json, a Spanish file with no English file of its name');
  await user.click(within(list).getByRole('button', { name: 'Add the English text of promo.banner' }));
  expect(screen.getByRole('textbox', { name: 'New text key' })).toHaveValue('promo.banner');
  expect(screen.getByRole('textbox', { name: 'Its text in Spanish' })).toHaveValue('Oferta de hoy');
  expect(screen.getByRole('textbox', { name: 'Its text in Spanish' })).toHaveAccessibleDescription(
    'Saved in flows/texts/es/promo.json together with the English text.',
  );
  // The English is what is asked for next: its field has the focus.
  expect(screen.getByRole('textbox', { name: 'Its text' })).toHaveFocus();
  await user.keyboard("Today's offer");
  await user.click(screen.getByRole('button', { name: 'Add text' }));
  expect(onChange).toHaveBeenLastCalledWith({ $schema: 'x', texts: { 'common.goBack': 'Go back', 'promo.banner': "Today's offer" } }, [
    { path: 'flows/texts/es/promo.json', texts: { 'promo.banner': 'Oferta de hoy' } },
  ]);
});

it('removes such a key from the Spanish file that writes it, not from the twin', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<TextsEditor path="flows/texts/sales.json" data={sales} onChange={onChange} problems={[]} context={context} />);
  const list = screen.getByRole('region', { name: 'Spanish with no English text' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  expect(list).toHaveTextContent('sales.cart.promo “Promoción”');
  await user.click(within(list).getByRole('button', { name: 'Remove the Spanish of sales.cart.promo' }));
  expect(onChange).toHaveBeenCalledWith(sales, [{ path: 'flows/texts/es/promo.json', texts: { 'sales.cart.promo': null } }]);
});

it("lists the Spanish of an empty English file's twin in that file's editor only, once", () => {
  // flows/texts/promo.json exists and writes no text yet; flows/texts/es/promo.json is its twin. The texts index
  // knew English files only by their keys, so the twin passed for a Spanish-only file and promo.banner was listed
  // again in common.json's editor, as "a Spanish file with no English file of its name".
  const withEmpty = editorContext({
    textKeys: { 'common.goBack': 'flows/texts/common.json' },
    englishKeys: ['common.goBack'],
    englishFiles: ['flows/texts/common.json', 'flows/texts/promo.json'],
    spanishTexts: { 'common.goBack': 'Volver', 'promo.banner': 'Oferta de hoy' },
    spanishFiles: { 'common.goBack': 'flows/texts/es/common.json', 'promo.banner': 'flows/texts/es/promo.json' },
  });
  const { unmount } = render(<TextsEditor path="flows/texts/common.json" data={common} onChange={vi.fn()} problems={[]} context={withEmpty} />);
  expect(screen.queryByRole('region', { name: 'Spanish with no English text' })).toBeNull();
  unmount();
  render(<TextsEditor path="flows/texts/promo.json" data={{ $schema: 'x', texts: {} }} onChange={vi.fn()} problems={[]} context={withEmpty} />);
  const list = screen.getByRole('region', { name: 'Spanish with no English text' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  expect(list).toHaveTextContent('promo.banner “Oferta de hoy”');
  expect(list).toHaveTextContent('Written in flows/texts/es/promo.json. ');
  expect(list).not.toHaveTextContent('a Spanish file with no English file of its name');
});
