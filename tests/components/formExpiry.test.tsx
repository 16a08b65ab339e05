// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import Form from '../../src/components/Form.view.tsx';
import { expiryNotPast, formatExpiry } from '../../src/components/form/cardChecks.ts';

// 1 June 2026, local time: 12/29 lies ahead, 01/20 is past.
const now = new Date(2026, 5, 1).getTime();

const expiryField = {
  name: 'expiry',
  label: 'Expiry date',
  inputMode: 'numeric' as const,
  format: 'expiry' as const,
  rules: {
    required: 'Enter the expiry date.',
    pattern: { value: '^(0[1-9]|1[0-2])/[0-9]{2}$', message: 'Enter the expiry date as MM/YY.' },
    expiry: 'This card has expired.',
  },
};

describe('card expiry on a numeric keypad (issue 9: no "/" key)', () => {
  it('formats digits as MM/YY while typing', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('1229')).toBe('12/29');
    expect(formatExpiry('12/29')).toBe('12/29');
    expect(formatExpiry('12 / 29')).toBe('12/29');
    expect(formatExpiry('122934')).toBe('12/29');
  });

  it('accepts an expiry typed without the slash', () => {
    expect(expiryNotPast('1229', now)).toBe(true);
    expect(expiryNotPast('0120', now)).toBe(false);
  });

  it('shows 1229 as 12/29 and submits 12/29', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form formId="payment" legend="Payment" fields={[expiryField]} submitLabel="Save" now={now} onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Expiry date');
    await user.type(input, '1229');
    expect(input).toHaveValue('12/29');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ formId: 'payment', expiry: '12/29' });
    expect(screen.queryByText('Enter the expiry date as MM/YY.')).toBeNull();
  });

  it('still reports a past expiry typed as digits', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form formId="payment" legend="Payment" fields={[expiryField]} submitLabel="Save" now={now} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Expiry date'), '0120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This card has expired.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
