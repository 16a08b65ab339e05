// @vitest-environment jsdom
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListsEditor } from '../../../studio/client/editors/lists/ListsEditor.tsx';
import { SettingsEditor, type SettingsDocument } from '../../../studio/client/editors/settings/SettingsEditor.tsx';
import { SwitchesEditor } from '../../../studio/client/editors/switches/SwitchesEditor.tsx';
import { TextsEditor } from '../../../studio/client/editors/texts/TextsEditor.tsx';
import { useEditorContext } from '../../../studio/client/editors/useEditorContext.ts';
import type { StudioContext } from '../../../studio/client/editorSlot.ts';
import { parseFlowText } from '../../../tools/flowcheck/flowFile.ts';
import { schemaProblems } from '../../../tools/flowcheck/schemaCheck.ts';
import { createSchemaValidators } from '../../../tools/flowcheck/schemas.ts';
import { editorContext } from './context.ts';

const settings: SettingsDocument = {
  $schema: '../../schemas/settings.schema.json',
  settings: {
    chatCheckTimeoutMs: { description: 'How long the chat check may take.', value: 3000 },
    cardDashboardUrl: { description: 'Where the card journey ends.', value: '/digital/acct/overview' },
    cardApplicationSkipNbxFeedback: { description: 'Skip the feedback.', value: false },
    productionHosts: { description: 'Production hosts.', value: ['www.carrier.example'] },
  },
};

describe('SettingsEditor', () => {
  it('refuses "2s" for milliseconds at the field, in words, and leaves the file alone', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SettingsEditor path="flows/settings/channels.json" data={settings} onChange={onChange} problems={[]} context={editorContext()} />);
    const field = screen.getByRole('textbox', { name: 'chatCheckTimeoutMs (a number of milliseconds)' });
    await user.clear(field);
    await user.type(field, '2s{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Write milliseconds as a plain number: "2s" is 2000.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/"2s" is 2000/);
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '2000{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).toHaveBeenCalledWith({
      ...settings,
      settings: { ...settings.settings, chatCheckTimeoutMs: { description: 'How long the chat check may take.', value: 2000 } },
    });
  });

  it('refuses milliseconds over one day at the field, in the words of flows:check (spec 9), keeping what was typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SettingsEditor path="flows/settings/channels.json" data={settings} onChange={onChange} problems={[]} context={editorContext()} />);
    const field = screen.getByRole('textbox', { name: 'chatCheckTimeoutMs (a number of milliseconds)' });
    await user.clear(field);
    await user.type(field, '99999999999{Enter}');
    const said =
      '99999999999 milliseconds is about 3.2 years; a number of milliseconds may be at most 86400000 (1 day). Fix: write the time in milliseconds, 86400000 or less, e.g. 2000 for 2 seconds.';
    expect(screen.getByRole('alert')).toHaveTextContent(said);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(said);
    expect(field).toHaveValue('99999999999');
    expect(onChange).not.toHaveBeenCalled();
  });

  it("gives a time offset's own example from its schema, its length in the shared words (it offered a delay's 2000)", async () => {
    const user = userEvent.setup();
    const offset: SettingsDocument = { ...settings, settings: { cookieExpiryOffsetMs: { description: 'Expiry in the past.', value: -259200000 } } };
    render(<SettingsEditor path="flows/settings/plumbing.json" data={offset} onChange={vi.fn()} problems={[]} context={editorContext()} />);
    const field = screen.getByRole('textbox', { name: 'cookieExpiryOffsetMs (a signed number of milliseconds)' });
    await user.clear(field);
    await user.type(field, 'soon{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('"soon" is not a number. Enter a whole number of milliseconds, e.g. -259200000 for minus 3 days.');
  });

  it('refuses an http:// address, and one off its allow-list naming the list', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const context = editorContext({ addressLists: { cardDashboardUrl: 'cardBankHosts' }, lists: { cardBankHosts: ['cardbank.example'] } });
    render(<SettingsEditor path="flows/settings/card.json" data={settings} onChange={onChange} problems={[]} context={context} />);
    const field = screen.getByRole('textbox', { name: /^cardDashboardUrl/ });
    await user.clear(field);
    await user.type(field, 'http://cardbank.example/x');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('must start with https://');
    await user.clear(field);
    await user.type(field, 'https://elsewhere.example/x{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('checked against the list "cardBankHosts", hosts: cardbank.example');
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'https://my.cardbank.example/x{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].settings.cardDashboardUrl.value).toBe('https://my.cardbank.example/x');
  });

  it('shows a flag as a named switch and host names as entries', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SettingsEditor path="flows/settings/card.json" data={settings} onChange={onChange} problems={[]} context={editorContext()} />);
    await user.click(screen.getByRole('switch', { name: 'cardApplicationSkipNbxFeedback' }));
    expect(onChange.mock.calls[0]?.[0].settings.cardApplicationSkipNbxFeedback.value).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'New host' }), 'https://shop.carrier.example/{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Write the host name only: "shop.carrier.example"');
  });

  it("shows the shell's check problems at the field they point at", () => {
    render(
      <SettingsEditor
        path="flows/settings/channels.json"
        data={settings}
        onChange={() => {}}
        problems={[{ pointer: '/settings/chatCheckTimeoutMs/value', message: 'must be >= 0' }]}
        context={editorContext()}
      />,
    );
    expect(screen.getByRole('textbox', { name: /^chatCheckTimeoutMs/ })).toHaveAccessibleDescription('must be >= 0');
  });
});

describe('SwitchesEditor', () => {
  it('flips a default with a switch named by the switch', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const data = { $schema: 'x', switches: { EA_BAU: { description: 'Error assistance through sales chat.', default: false } } };
    render(<SwitchesEditor path="flows/switches/throttle.json" data={data} onChange={onChange} problems={[]} context={editorContext()} />);
    const toggle = screen.getByRole('switch', { name: 'EA_BAU default' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription('Error assistance through sales chat.');
    await user.click(toggle);
    expect(onChange).toHaveBeenCalledWith({ $schema: 'x', switches: { EA_BAU: { description: 'Error assistance through sales chat.', default: true } } });
  });

  it("refuses an empty or blank description at its field, in flows:check's words, and leaves the file alone", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const data = {
      $schema: '../../schemas/switches.schema.json',
      switches: { EA_BAU: { description: 'Error assistance through sales chat.', default: false } },
    };
    render(<SwitchesEditor path="flows/switches/throttle.json" data={data} onChange={onChange} problems={[]} context={editorContext()} />);
    const field = screen.getByRole('textbox', { name: 'What EA_BAU is for' });
    for (const typed of ['', '   ']) {
      // What flows:check says of the file with these words (schemas/switches.schema.json through schemaCheck.ts).
      const draft = { ...data, switches: { EA_BAU: { ...data.switches.EA_BAU, description: typed } } };
      const checked = schemaProblems(
        parseFlowText('flows/switches/throttle.json', JSON.stringify(draft, null, 2)).file,
        createSchemaValidators().of('switches'),
      );
      expect(checked.map(({ pointer }) => pointer)).toEqual(['/switches/EA_BAU/description']);
      await user.clear(field);
      if (typed !== '') await user.type(field, typed);
      await user.tab();
      // Before: taken, and saved (the schema let "" through).
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('alert').textContent).toBe(checked[0]?.message);
      expect(field).toHaveValue(typed);
    }
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('ListsEditor', () => {
  it('adds an entry once, and host lists take host names only', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const data = {
      $schema: 'x',
      lists: { cardBankHosts: { description: 'Bank hosts.', items: ['cardbank.example'] }, savingsCodes: { description: 'Codes.', items: ['15400'] } },
    };
    render(<ListsEditor path="flows/lists/card.json" data={data} onChange={onChange} problems={[]} context={editorContext()} />);
    const codes = screen.getByRole('group', { name: 'savingsCodes' });
    await user.type(within(codes).getByRole('textbox', { name: 'New entry' }), '15400{Enter}');
    expect(within(codes).getByRole('alert')).toHaveTextContent('"15400" is already in the list');
    const hosts = screen.getByRole('group', { name: 'cardBankHosts' });
    await user.type(within(hosts).getByRole('textbox', { name: 'New host' }), 'apply.bank.example{Enter}');
    expect(onChange).toHaveBeenCalledWith({
      ...data,
      lists: { ...data.lists, cardBankHosts: { description: 'Bank hosts.', items: ['cardbank.example', 'apply.bank.example'] } },
    });
  });
});

describe('TextsEditor', () => {
  const data = { $schema: 'x', texts: { 'sales.cart.count': 'You have {count} items in {place}', 'sales.cart.old': 'Old words' } };
  const context = editorContext({
    textKeys: { 'sales.cart.count': 'flows/texts/sales.json', 'sales.cart.old': 'flows/texts/sales.json', 'common.goBack': 'flows/texts/common.json' },
    textUses: { 'sales.cart.count': ['sales.expresscart (expresscart.html)'] },
    missingTextKeys: ['sales.cart.empty'],
  });

  it('previews parameters with sample values, as the runtime fills them', async () => {
    const user = userEvent.setup();
    render(<TextsEditor path="flows/texts/sales.json" data={data} onChange={() => {}} problems={[]} context={context} />);
    const preview = screen.getByRole('status', { name: 'Preview of sales.cart.count' });
    expect(preview).toHaveTextContent('You have {count} items in {place}');
    await user.type(screen.getByRole('textbox', { name: '{count}' }), '3');
    expect(preview).toHaveTextContent('You have 3 items in {place}');
    const text = screen.getByRole('textbox', { name: 'Text of sales.cart.count' });
    await user.clear(text);
    await user.type(text, 'Items: {{count}');
    expect(screen.getByRole('status', { name: 'Preview of sales.cart.count' })).toHaveTextContent('Items: 3');
  });

  it('shows which texts are unused and where the others are used; only unused ones can be removed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextsEditor path="flows/texts/sales.json" data={data} onChange={onChange} problems={[]} context={context} />);
    expect(screen.getByText('2 texts, 1 unused.', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Used in 1')).toBeInTheDocument();
    expect(screen.getByText('sales.expresscart (expresscart.html)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove sales.cart.count' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove sales.cart.old' }));
    // Its Spanish twin goes with it, in the same save: flows:check's parity check never sees one without the other.
    expect(onChange).toHaveBeenCalledWith({ $schema: 'x', texts: { 'sales.cart.count': 'You have {count} items in {place}' } }, [
      { path: 'flows/texts/es/sales.json', texts: { 'sales.cart.old': null } },
    ]);
  });

  it('calls no text unused and offers no Remove until it is known where the texts are used', async () => {
    const { rerender } = render(
      <TextsEditor path="flows/texts/sales.json" data={data} onChange={() => {}} problems={[]} context={{ ...context, textsIndex: 'loading' }} />,
    );
    expect(screen.getByText('2 texts, finding where each is used…', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('Unused')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Only unused texts' })).toBeDisabled();

    const retry = vi.fn();
    rerender(
      <TextsEditor
        path="flows/texts/sales.json"
        data={data}
        onChange={() => {}}
        problems={[]}
        context={{ ...context, textsIndex: 'failed', retryTextsIndex: retry }}
      />,
    );
    expect(screen.getByText(/where each is used could not be read/)).toBeInTheDocument();
    expect(screen.queryByText(/reopen/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    // Reopening the file would not read the index again (the editor is kept open): a button does.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Find where each text is used again' }));
    expect(retry).toHaveBeenCalledTimes(1);

    rerender(<TextsEditor path="flows/texts/sales.json" data={data} onChange={() => {}} problems={[]} context={context} />);
    expect(screen.getByText('2 texts, 1 unused.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove sales.cart.old' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Only unused texts' })).toBeEnabled();
  });

  it('refuses a key already written in another texts file, and adds a missing key with its Spanish words', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextsEditor path="flows/texts/sales.json" data={data} onChange={onChange} problems={[]} context={context} />);
    await user.type(screen.getByRole('textbox', { name: 'New text key' }), 'common.goBack');
    await user.type(screen.getByRole('textbox', { name: 'Its text' }), 'Back');
    await user.type(screen.getByRole('textbox', { name: 'Its text in Spanish' }), 'Volver');
    await user.click(screen.getByRole('button', { name: 'Add text' }));
    expect(screen.getByRole('alert')).toHaveTextContent('"common.goBack" is already written in flows/texts/common.json.');
    expect(screen.getByRole('textbox', { name: 'New text key' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Add sales.cart.empty here' }));
    expect(screen.getByRole('textbox', { name: 'New text key' })).toHaveValue('sales.cart.empty');
    expect(screen.getByRole('textbox', { name: 'Its text' })).toHaveFocus();
    await user.keyboard('Your cart is empty');
    await user.tab();
    await user.keyboard('Tu carrito está vacío');
    await user.click(screen.getByRole('button', { name: 'Add text' }));
    expect(onChange).toHaveBeenCalledWith({ $schema: 'x', texts: { ...data.texts, 'sales.cart.empty': 'Your cart is empty' } }, [
      { path: 'flows/texts/es/sales.json', texts: { 'sales.cart.empty': 'Tu carrito está vacío' } },
    ]);
  });

  it('asks for the Spanish words of a new text, refusing at the field without them; by keyboard alone', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextsEditor path="flows/texts/sales.json" data={data} onChange={onChange} problems={[]} context={context} />);
    await user.click(screen.getByRole('textbox', { name: 'New text key' }));
    await user.keyboard('sales.cart.total');
    await user.tab();
    await user.keyboard('Total: {{amount}');
    // Enter in the key field submits the form: the Spanish words are missing.
    await user.click(screen.getByRole('textbox', { name: 'New text key' }));
    await user.keyboard('{Enter}');
    const spanish = screen.getByRole('textbox', { name: 'Its text in Spanish' });
    expect(spanish).toHaveAttribute('aria-invalid', 'true');
    // The refusal first, then where the words are saved (review item 8: the hint is linked to the field).
    expect(spanish).toHaveAccessibleDescription(
      'the "es" text of "sales.cart.total" is empty: every text has both languages, and the page would show nothing in Spanish. Fix: write its words in Spanish. Saved in flows/texts/es/sales.json together with the English text.',
    );
    expect(spanish).toHaveFocus();
    expect(screen.getByText('Saved in flows/texts/es/sales.json together with the English text.')).toBeInTheDocument();
    await user.keyboard('Total');
    await user.tab();
    await user.keyboard('{Enter}');
    // flows:check's own words (tools/flowcheck/translationWords.ts): the form and the command never disagree.
    expect(spanish).toHaveAccessibleDescription(
      'the "es" text of "sales.cart.total" has no placeholders but the English has the placeholders {amount}: the page fills the English ones. Fix: use exactly {amount} in the translation. Saved in flows/texts/es/sales.json together with the English text.',
    );
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(spanish);
    await user.type(spanish, 'Total: {{amount}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add text' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith({ $schema: 'x', texts: { ...data.texts, 'sales.cart.total': 'Total: {amount}' } }, [
      { path: 'flows/texts/es/sales.json', texts: { 'sales.cart.total': 'Total: {amount}' } },
    ]);
  });

  describe('the Spanish words of an existing text', () => {
    const spanishContext = { ...context, spanishTexts: { 'sales.cart.count': 'Tienes {count} artículos en {place}' } };
    const savedIn = 'Saved in flows/texts/es/sales.json.';
    const missing = 'text "sales.cart.old" has no "es" translation. Fix: add "sales.cart.old" to flows/texts/es/sales.json (a file with "locale": "es").';

    it("are shown beside the English, say in flows:check's words when there are none, and go to the Spanish twin with the draft", async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<TextsEditor path="flows/texts/sales.json" data={data} onChange={onChange} problems={[]} context={spanishContext} />);
      const count = screen.getByRole('textbox', { name: 'Spanish text of sales.cart.count' });
      expect(count).toHaveValue('Tienes {count} artículos en {place}');
      expect(count).toHaveAttribute('lang', 'es');
      expect(screen.getAllByText('Saved in flows/texts/es/sales.json.')).toHaveLength(2);
      const old = screen.getByRole('textbox', { name: 'Spanish text of sales.cart.old' });
      expect(old).toHaveValue('');
      expect(old).toHaveAccessibleDescription(`${missing} ${savedIn}`);
      // Where the words are saved is read out with the field, problem or none (review item 8).
      expect(count).toHaveAccessibleDescription(savedIn);
      // Passing through the empty field refuses nothing more: what is missing is already said.
      await user.click(old);
      await user.tab();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(onChange).not.toHaveBeenCalled();

      await user.click(old);
      await user.keyboard('Palabras viejas');
      await user.tab();
      expect(onChange).toHaveBeenCalledWith(data, [{ path: 'flows/texts/es/sales.json', texts: { 'sales.cart.old': 'Palabras viejas' } }]);
    });

    it('say a missing Spanish text once, at the Spanish field, though flows:check reports it at the English key', () => {
      const problems = [{ pointer: '/texts/sales.cart.old', message: missing }];
      render(<TextsEditor path="flows/texts/sales.json" data={data} onChange={() => {}} problems={problems} context={spanishContext} />);
      expect(screen.getAllByText(missing)).toHaveLength(1);
      expect(screen.getByRole('textbox', { name: 'Spanish text of sales.cart.old' })).toHaveAccessibleDescription(`${missing} ${savedIn}`);
      expect(screen.getByRole('textbox', { name: 'Text of sales.cart.old' })).not.toHaveAttribute('aria-invalid');
    });

    it('refuse a placeholder the English does not have, in the words flows:check uses, and never reach the draft', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<TextsEditor path="flows/texts/sales.json" data={data} onChange={onChange} problems={[]} context={spanishContext} />);
      const count = screen.getByRole('textbox', { name: 'Spanish text of sales.cart.count' });
      await user.clear(count);
      await user.type(count, 'Tienes {{cuenta} artículos en {{place}');
      await user.tab();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'the "es" text of "sales.cart.count" has the placeholders {cuenta}, {place} but the English has the placeholders {count}, {place}: the page fills the English ones. Fix: use exactly {count}, {place} in the translation.',
      );
      expect(count).toHaveAttribute('aria-invalid', 'true');
      expect(onChange).not.toHaveBeenCalled();
    });

    it('show the words not saved yet, and what flows:check would say once the English changed its placeholders', () => {
      const typed = [{ path: 'flows/texts/es/sales.json', texts: { 'sales.cart.old': 'Palabras viejas', 'sales.cart.count': 'Tienes {count} artículos' } }];
      render(<TextsEditor path="flows/texts/sales.json" data={data} onChange={() => {}} problems={[]} context={spanishContext} companions={typed} />);
      expect(screen.getByRole('textbox', { name: 'Spanish text of sales.cart.old' })).toHaveValue('Palabras viejas');
      expect(screen.getByRole('textbox', { name: 'Spanish text of sales.cart.old' })).not.toHaveAttribute('aria-invalid');
      expect(screen.getByRole('textbox', { name: 'Spanish text of sales.cart.count' })).toHaveAccessibleDescription(
        'the "es" text of "sales.cart.count" has the placeholders {count} but the English has the placeholders {count}, {place}: the page fills the English ones. Fix: use exactly {count}, {place} in the translation. Saved in flows/texts/es/sales.json.',
      );
    });

    it('show and save the words of a key written in another Spanish file than the twin there, not in the twin', async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      const elsewhere = { ...spanishContext, spanishTexts: { 'sales.cart.old': 'Palabras' }, spanishFiles: { 'sales.cart.old': 'flows/texts/es/common.json' } };
      render(<TextsEditor path="flows/texts/sales.json" data={data} onChange={onChange} problems={[]} context={elsewhere} />);
      const old = screen.getByRole('textbox', { name: 'Spanish text of sales.cart.old' });
      expect(old).toHaveValue('Palabras');
      expect(old).toHaveAccessibleDescription('Saved in flows/texts/es/common.json.');
      await user.clear(old);
      await user.type(old, 'Palabras nuevas');
      await user.tab();
      expect(onChange).toHaveBeenCalledWith(data, [{ path: 'flows/texts/es/common.json', texts: { 'sales.cart.old': 'Palabras nuevas' } }]);
    });

    it("list the twin's Spanish keys that no English text has, in flows:check's words, each removable with the draft", async () => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      const orphaned = {
        ...spanishContext,
        spanishTexts: { ...spanishContext.spanishTexts, 'sales.cart.olde': 'Palabras sin inglés', 'common.back': 'Volver' },
        spanishFiles: { 'sales.cart.olde': 'flows/texts/es/sales.json', 'common.back': 'flows/texts/es/common.json' },
        englishKeys: ['sales.cart.count', 'sales.cart.old', 'common.goBack'],
      };
      render(<TextsEditor path="flows/texts/sales.json" data={data} onChange={onChange} problems={[]} context={orphaned} />);
      const list = screen.getByRole('region', { name: 'Spanish with no English text' });
      // Only this file's twin's: common.back is the common texts' to say.
      expect(within(list).getAllByRole('listitem')).toHaveLength(1);
      expect(list).toHaveTextContent('sales.cart.olde “Palabras sin inglés”');
      expect(list).toHaveTextContent(
        '"es" text "sales.cart.olde" has no English text. Did you mean "sales.cart.old"? Fix: correct the key, add the English text to a file in flows/texts/, or remove it here.',
      );
      await user.click(within(list).getByRole('button', { name: 'Remove the Spanish of sales.cart.olde' }));
      expect(onChange).toHaveBeenCalledWith(data, [{ path: 'flows/texts/es/sales.json', texts: { 'sales.cart.olde': null } }]);
    });
  });

  it('a project with no Spanish file asks for no Spanish, as flows:check then checks none', () => {
    render(<TextsEditor path="flows/texts/sales.json" data={data} onChange={() => {}} problems={[]} context={{ ...context, spanishTexts: null }} />);
    expect(screen.queryByRole('textbox', { name: /^Spanish text of / })).toBeNull();
    expect(screen.queryByText(/has no "es" translation/)).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Its text in Spanish' })).toBeNull();
  });

  it('a Spanish texts file asks for no second language', () => {
    render(<TextsEditor path="flows/texts/es/sales.json" data={data} onChange={() => {}} problems={[]} context={context} />);
    expect(screen.queryByRole('textbox', { name: 'Its text in Spanish' })).toBeNull();
    // Each text has one field, its own words, labelled as Spanish (spanishTextsFile.test.tsx): no second one beside it.
    expect(screen.getAllByRole('textbox', { name: /^Spanish text of / })).toHaveLength(Object.keys(data.texts).length);
  });
});

describe('useEditorContext', () => {
  it('reads the texts index again when asked after it failed', async () => {
    const answer = { textKeys: { 'sales.cart.title': 'flows/texts/sales.json' }, textUses: { 'sales.cart.title': ['cart'] }, missingTextKeys: [] };
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(answer), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    try {
      const shell = {
        flows: {},
        translationFiles: {},
        factsSchema: {},
        answerSchemas: {},
        manifest: {},
        kindSchemas: {},
        defs: {},
      } as unknown as StudioContext;
      const { result } = renderHook(() => useEditorContext(shell));
      await waitFor(() => expect(result.current.textsIndex).toBe('failed'));
      act(() => result.current.retryTextsIndex());
      expect(result.current.textsIndex).toBe('loading');
      await waitFor(() => expect(result.current.textsIndex).toBe('ready'));
      expect(result.current.textUses).toEqual(answer.textUses);
      // No Spanish file in these flows: no Spanish is asked (null), not "every text lacks it".
      expect(result.current.spanishTexts).toBeNull();
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
