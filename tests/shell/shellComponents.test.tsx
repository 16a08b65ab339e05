// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
// The registrations load these views on first use (defineLazyComponent); the views are tested directly.
import Bar from '../../src/components/shell/AppBar.view.tsx';
import Banner from '../../src/components/shell/SmartBanner.view.tsx';

const bannerProps = {
  title: 'Shop faster in the Storefront app',
  rating: 4.1,
  ratingText: '4.1/5',
  ratingLabel: 'Rated 4.1 out of 5',
  ctaLabel: 'Open app',
  ctaHref: 'https://app.carrier.example/open',
  helpText: 'Get help with us',
  helpHref: '/support/',
  closeLabel: 'Close the app banner',
  testId: 'SMART_BANNER',
};

describe('SmartBanner (spec 2.9)', () => {
  it('is a named region with the rating as rating/5, the open and help links and a Close button', () => {
    render(<Banner {...bannerProps} onClose={() => undefined} />);
    const region = screen.getByRole('region', { name: 'Shop faster in the Storefront app' });
    expect(region).toHaveAttribute('data-testid', 'SMART_BANNER');
    expect(region).toHaveTextContent('★★★★☆ 4.1/5');
    expect(screen.getByText('Rated 4.1 out of 5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open app' })).toHaveAttribute('href', 'https://app.carrier.example/open');
    expect(screen.getByRole('link', { name: 'Get help with us' })).toHaveAttribute('href', '/support/');
    expect(screen.getByRole('button', { name: /Close/ })).toBeInTheDocument();
  });

  it('closes by click or keyboard and moves focus to the page heading', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <main>
        <h1 tabIndex={-1}>Phone number</h1>
        <Banner {...bannerProps} onClose={onClose} />
      </main>,
    );
    const close = screen.getByRole('button', { name: 'Close the app banner' });
    close.focus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Phone number' })).toHaveFocus();
    await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows the help text without a link when no address is given', () => {
    render(<Banner {...bannerProps} helpHref={undefined} onClose={() => undefined} />);
    expect(screen.getByText('Get help with us')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get help with us' })).toBeNull();
  });
});

describe('AppBar (spec 2.9)', () => {
  it('shows a Sign in button only with a label, and dispatches its event', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn();
    const { rerender } = render(<Bar title="Shop" signInLabel="Sign in" onSignIn={onSignIn} testId="APP_BAR" />);
    expect(screen.getByTestId('APP_BAR')).toHaveTextContent('Shop');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    rerender(<Bar title="Shop" signInLabel="" onSignIn={onSignIn} testId="APP_BAR" />);
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });
});
