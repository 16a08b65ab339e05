// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import Form from '../../src/components/Form.view.tsx';
import { finishForm } from '../../src/engine/finish/form.ts';
import { FormRulesProvider } from '../../src/view/FormRulesProvider.tsx';

describe('Form showWhen, finished by the engine', () => {
  it('shows a field once the other field has the value its showWhen names', async () => {
    const user = userEvent.setup();
    const props = finishForm({
      formId: 'byod',
      legend: 'Your phone',
      submitLabel: 'Check',
      fields: [
        { name: 'method', label: 'How', type: 'radio', options: ['model', 'imei'] },
        { name: 'imei', label: 'IMEI', showWhen: { field: 'method', equals: 'imei' } },
      ],
    });
    render(
      <FormRulesProvider>
        <Form {...(props as unknown as Parameters<typeof Form>[0])} />
      </FormRulesProvider>,
    );
    expect(screen.queryByLabelText('IMEI')).toBeNull();
    await user.click(screen.getByLabelText('imei'));
    expect(screen.getByLabelText('IMEI')).toBeInTheDocument();
    await user.click(screen.getByLabelText('model'));
    expect(screen.queryByLabelText('IMEI')).toBeNull();
  });
});
