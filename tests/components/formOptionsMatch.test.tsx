// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import Form from '../../src/components/Form.view.tsx';
import { finishForm } from '../../src/engine/finish/form.ts';
import { FormRulesProvider } from '../../src/view/FormRulesProvider.tsx';

const models = [
  { id: 'galaxa-s23', makeId: 'galaxa', name: 'Galaxa S23' },
  { id: 'nova-14', makeId: 'nova', name: 'Nova 14' },
  { id: 'nova-13', makeId: 'nova', name: 'Nova 13' },
];

function renderForm(onSubmit = vi.fn(), extra: Record<string, unknown>[] = []) {
  const props = finishForm({
    formId: 'device',
    legend: 'Your device',
    submitLabel: 'Continue',
    onSubmit,
    fields: [
      {
        name: 'makeId',
        label: 'Brand',
        type: 'select',
        options: [
          { id: 'galaxa', name: 'Galaxa' },
          { id: 'nova', name: 'Nova' },
        ],
        optionValue: 'id',
        optionLabel: 'name',
      },
      {
        name: 'modelId',
        label: 'Model',
        type: 'select',
        options: models,
        optionValue: 'id',
        optionLabel: 'name',
        optionsMatch: { field: 'makeId', optionKey: 'makeId' },
      },
      ...extra,
    ],
  });
  render(
    <FormRulesProvider>
      <Form {...(props as unknown as Parameters<typeof Form>[0])} />
    </FormRulesProvider>,
  );
  return onSubmit;
}

const offered = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent)
    .filter(Boolean);

describe('Form optionsMatch (issue 9: the trade-in model list follows the brand)', () => {
  it('offers only the models of the chosen brand, none before a brand is chosen', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(offered('Model')).toEqual([]);
    await user.selectOptions(screen.getByLabelText('Brand'), 'nova');
    expect(offered('Model')).toEqual(['Nova 14', 'Nova 13']);
    await user.selectOptions(screen.getByLabelText('Brand'), 'galaxa');
    expect(offered('Model')).toEqual(['Galaxa S23']);
  });

  it('clears a model the new brand does not make, so it is never sent', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.selectOptions(screen.getByLabelText('Brand'), 'nova');
    await user.selectOptions(screen.getByLabelText('Model'), 'nova-13');
    await user.selectOptions(screen.getByLabelText('Brand'), 'galaxa');
    expect(screen.getByLabelText('Model')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ makeId: 'galaxa', modelId: '' }));
  });

  it('leaves out a field whose flow rule says it does not apply', () => {
    renderForm(vi.fn(), [{ name: 'email', label: 'Email', applies: false }]);
    expect(screen.queryByLabelText('Email')).toBeNull();
  });
});
