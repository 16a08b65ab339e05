// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ActionButton from '../../src/components/ActionButton.tsx';
import Alert from '../../src/components/Alert.tsx';
import Heading from '../../src/components/Heading.tsx';
import Loader from '../../src/components/Loader.tsx';
import Section from '../../src/components/Section.tsx';

const Button = ActionButton.component;

describe('ActionButton', () => {
  it('activates on click, Enter and Space (spec 2.6)', async () => {
    const user = userEvent.setup();
    const onActivate = vi.fn();
    render(<Button label="Continue" onActivate={onActivate} />);
    const button = screen.getByRole('button', { name: 'Continue' });
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onActivate).toHaveBeenCalledTimes(3);
  });

  it('stays focusable but ignores presses while busy, and says so', async () => {
    const user = userEvent.setup();
    const onActivate = vi.fn();
    render(<Button label="Continue" busy onActivate={onActivate} description="Continue to the bank" />);
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleDescription('Continue to the bank');
    await user.click(button);
    expect(onActivate).not.toHaveBeenCalled();
  });
});

describe('Alert, Heading, Loader, Section', () => {
  it('uses role alert for errors and status otherwise', () => {
    const { rerender } = render(<Alert.component text="Bad" level="error" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Bad');
    rerender(<Alert.component text="Note" level="info" />);
    expect(screen.getByRole('status')).toHaveTextContent('Note');
  });

  it('renders nothing for an empty text rather than an empty box', () => {
    const { container } = render(<Alert.component text="" level="error" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names a section by its heading and announces loading', () => {
    render(
      <Section.component labelledBy="h" testId="CREDIT_CARD_MLP">
        <Heading.component id="h" level={1} text="Savings" />
        <Loader.component label="Loading, please wait" />
      </Section.component>,
    );
    expect(screen.getByRole('region', { name: 'Savings' })).toHaveAttribute('data-testid', 'CREDIT_CARD_MLP');
    expect(screen.getByRole('status')).toHaveTextContent('Loading, please wait');
  });
});
