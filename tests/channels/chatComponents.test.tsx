// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import ChatPropositionsView from '../../src/components/chat/ChatPropositions.view.tsx';
import { openChatWindowStandIn } from '../../src/app/ports/chatWindowPort.ts';

const base = {
  heading: 'Chat with us',
  defaultMessage: 'Questions about your order? A sales specialist can help.',
  openLabel: 'Chat now',
  closeLabel: 'Close the chat offer',
};

async function violations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { region: { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help}`);
}

describe('ChatPropositions (spec 3, 4.7)', () => {
  it('renders embedded and sticky propositions, each CHAT_PROPOSITION, and opens with its id', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const { container } = render(
      <ChatPropositionsView
        {...base}
        propositions={[
          { propositionId: 'PLP_01', placement: 'embedded', message: 'Need help choosing?', soiEngagementId: 'SOI-1' },
          { propositionId: 'PLP_03', placement: 'sticky', message: '', soiEngagementId: 'SOI-3' },
          { propositionId: 'PLP_08', placement: 'none', message: 'hidden' },
        ]}
        onOpen={onOpen}
      />,
    );
    expect(screen.getAllByTestId('CHAT_PROPOSITION')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Chat with us' })).toHaveTextContent('Need help choosing?');
    expect(screen.getByRole('complementary', { name: 'Chat with us' })).toHaveTextContent(base.defaultMessage);
    expect(screen.queryByText('hidden')).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'Chat now' })[1]!);
    expect(onOpen).toHaveBeenCalledWith({ propositionId: 'PLP_03', soiEngagementId: 'SOI-3', placement: 'sticky' });
    expect(await violations(container)).toEqual([]);
  });

  it('shows the overlay only when open, as a named dialog that can be closed', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const propositions = [{ propositionId: 'PLP_05', placement: 'overlay' as const, message: 'Talk to us', soiEngagementId: 'S' }];
    const { rerender, container } = render(<ChatPropositionsView {...base} propositions={propositions} overlayOpen={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<ChatPropositionsView {...base} propositions={propositions} overlayOpen onCloseOverlay={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Chat with us' })).toHaveTextContent('Talk to us');
    await user.click(screen.getByRole('button', { name: 'Close the chat offer' }));
    expect(onClose).toHaveBeenCalled();
    expect(await violations(container)).toEqual([]);
  });
});

describe('in-page chat window stand-in', () => {
  it('is a named dialog with the flow type, focus on Close, and closes', async () => {
    const user = userEvent.setup();
    openChatWindowStandIn(window, { propositionId: 'PLP_03', soiEngagementId: 'S', flowType: 'LP' });
    const dialog = screen.getByRole('dialog', { name: 'Chat with a sales representative' });
    expect(dialog).toHaveAttribute('data-flow-type', 'LP');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close chat' }));
    expect(await violations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
