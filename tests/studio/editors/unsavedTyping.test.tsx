// @vitest-environment jsdom
/**
 * Words typed and not in the draft yet (studio/client/unsavedTyping.ts): a field says so to the open editor while
 * it holds them, and stops once they are committed as the file's value, whatever way they were written.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AddressField } from '../../../studio/client/editors/fields/AddressField.tsx';
import { NumberField } from '../../../studio/client/editors/fields/NumberField.tsx';
import { NewTextForm } from '../../../studio/client/editors/texts/NewTextForm.tsx';
import { FactsForm } from '../../../studio/client/tables/FactsForm.tsx';
import { JsonField } from '../../../studio/client/tables/JsonField.tsx';
import { UnsavedTyping } from '../../../studio/client/unsavedTyping.ts';

/** The fields holding words now, as EditorPane counts them. */
function listen(): { holding: Set<string>; report: (field: string, unsaved: boolean) => void } {
  const holding = new Set<string>();
  return { holding, report: (field, unsaved) => (unsaved ? holding.add(field) : holding.delete(field)) };
}

/** A milliseconds setting as the settings editor holds it: the committed number is the file's value. */
function Delay() {
  const [value, setValue] = useState(5000);
  return <NumberField label="Delay" value={value} rule={{ integer: true, minimum: 0, unit: 'milliseconds' }} onCommit={setValue} />;
}

describe('useUnsavedTyping', () => {
  it('a number: held while typed or refused, not once committed, even written as "02000"', async () => {
    const user = userEvent.setup();
    const { holding, report } = listen();
    render(
      <UnsavedTyping value={report}>
        <Delay />
      </UnsavedTyping>,
    );
    const field = screen.getByRole('textbox', { name: 'Delay' });
    expect(holding.size).toBe(0);
    await user.clear(field);
    await user.type(field, '2s');
    expect(holding.size).toBe(1);
    // Refused at the field: the words stay, and stay counted.
    await user.keyboard('{Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(holding.size).toBe(1);
    await user.clear(field);
    await user.type(field, '02000{Enter}');
    expect(field).toHaveValue('02000');
    expect(holding.size).toBe(0);
  });

  it('a number the file holds as something else ("2s" written by hand) is no typing of the analyst', () => {
    const { holding, report } = listen();
    render(
      <UnsavedTyping value={report}>
        <NumberField label="Delay" value={Number.NaN} rule={{ integer: true }} onCommit={() => undefined} />
      </UnsavedTyping>,
    );
    expect(holding.size).toBe(0);
  });

  it('a text added from "Add here" leaves an empty form that holds nothing', async () => {
    const user = userEvent.setup();
    const { holding, report } = listen();
    const added: string[] = [];
    render(
      <UnsavedTyping value={report}>
        <NewTextForm initialKey="checkout.title" keyProblem={() => null} onAdd={(key) => added.push(key)} />
      </UnsavedTyping>,
    );
    expect(holding.size).toBe(0);
    await user.type(screen.getByRole('textbox', { name: 'Its text' }), 'Pay');
    expect(holding.size).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Add text' }));
    expect(added).toEqual(['checkout.title']);
    expect(screen.getByRole('textbox', { name: 'New text key' })).toHaveValue('');
    expect(holding.size).toBe(0);
  });

  it("a row's JSON that does not parse is held until it parses", async () => {
    const user = userEvent.setup();
    const { holding, report } = listen();
    render(
      <UnsavedTyping value={report}>
        <JsonField label="Effects" value={{}} onChange={() => undefined} />
      </UnsavedTyping>,
    );
    const field = screen.getByRole('textbox', { name: 'Effects' });
    await user.clear(field);
    await user.type(field, 'tru');
    expect(holding.size).toBe(1);
    await user.type(field, 'e');
    expect(holding.size).toBe(0);
  });

  it("an example's fact typed as JSON that does not parse is held, and stays on leaving the field", async () => {
    const user = userEvent.setup();
    const { holding, report } = listen();
    render(
      <UnsavedTyping value={report}>
        <FactsForm legend="Facts" facts={{}} paths={['user.segments']} vocabulary={{}} blank={{}} onChange={() => undefined} />
      </UnsavedTyping>,
    );
    const field = screen.getByRole('textbox', { name: /user\.segments/ });
    await user.type(field, '[[1');
    expect(holding.size).toBe(1);
    await user.tab();
    expect(field).toHaveValue('[1');
    expect(holding.size).toBe(1);
    await user.type(field, ']');
    expect(holding.size).toBe(0);
  });

  it('an address the file holds with spaces round it is no typing; an address typed is', async () => {
    const user = userEvent.setup();
    const { holding, report } = listen();
    render(
      <UnsavedTyping value={report}>
        <AddressField label="Link" value=" /help " allowList={null} onCommit={() => undefined} />
      </UnsavedTyping>,
    );
    expect(holding.size).toBe(0);
    await user.type(screen.getByRole('textbox', { name: 'Link' }), 'me');
    expect(holding.size).toBe(1);
  });

  it('a field that goes away holds nothing any more', async () => {
    const user = userEvent.setup();
    const { holding, report } = listen();
    const { rerender } = render(
      <UnsavedTyping value={report}>
        <Delay />
      </UnsavedTyping>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Delay' }), '1');
    expect(holding.size).toBe(1);
    rerender(<UnsavedTyping value={report}>{null}</UnsavedTyping>);
    expect(holding.size).toBe(0);
  });
});
