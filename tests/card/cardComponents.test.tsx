// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ContentSectionsView from '../../src/components/ContentSections.view.tsx';
import Modal from '../../src/components/Modal.view.tsx';
import NoticeWithLink from '../../src/components/NoticeWithLink.view.tsx';
import RichTextView from '../../src/components/RichText.view.tsx';
import TrackingPixelView from '../../src/components/TrackingPixel.view.tsx';

// The DOMPurify components are lazy (defineLazyComponent); their views are tested directly.
const ContentSections = { component: ContentSectionsView };
const RichText = { component: RichTextView };
const TrackingPixel = { component: TrackingPixelView };

describe('Modal', () => {
  it('is a named dialog that takes focus, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { rerender } = render(
      <>
        <button type="button">Outside</button>
      </>,
    );
    screen.getByRole('button', { name: 'Outside' }).focus();
    rerender(
      <>
        <button type="button">Outside</button>
        <Modal title="Before you apply" description="Maine residents" closeLabel="Close" onClose={onClose}>
          <button type="button">Apply now</button>
          <button type="button">Not now</button>
        </Modal>
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Before you apply' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Maine residents');
    expect(screen.getByRole('button', { name: 'Apply now' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Not now' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Apply now' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(
      <>
        <button type="button">Outside</button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus();
  });

  it('can be an alertdialog; without closeLabel there is no close button and Escape does nothing', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal title="Are You Sure" role="alertdialog" onClose={onClose}>
        <button type="button">No</button>
      </Modal>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Are You Sure' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('TrackingPixel', () => {
  it('renders one img with only src, alt, width and height (and title when given)', () => {
    const { container } = render(<TrackingPixel.component src="https://t.example/p" oid="O1" cjevent="C1" alt="" title="pixel" />);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttributeNames().sort()).toEqual(['alt', 'height', 'src', 'title', 'width']);
    expect(images[0]?.getAttribute('src')).toBe('https://t.example/p?oid=O1&cjevent=C1');
  });

  it('keeps script payloads inside the URL parameters', () => {
    const payload = '"><script>window.__x=1</script><img src=x onerror=alert(1) data-a=1 aria-label=b>';
    const { container } = render(<TrackingPixel.component src="https://t.example/p" oid={payload} cjevent="' onload='alert(1)" />);
    expect([...container.querySelectorAll('*')].map((element) => element.tagName.toLowerCase())).toEqual(['span', 'img']);
    const image = container.querySelector('img');
    expect(image?.getAttributeNames().sort()).toEqual(['alt', 'height', 'src', 'width']);
    expect(new URL(image?.getAttribute('src') ?? '').searchParams.get('oid')).toBe(payload);
  });

  it('renders nothing for a tracking address that is not https', () => {
    const { container } = render(<TrackingPixel.component src="javascript:alert(1)" oid="O" />);
    expect(container.innerHTML).toBe('');
    const plain = render(<TrackingPixel.component src="http://t.example/p" oid="O" />);
    expect(plain.container.innerHTML).toBe('');
  });
});

describe('RichText and ContentSections', () => {
  it('strip scripts, handlers, styles and javascript: links from authored HTML', () => {
    const html =
      '<p onclick="x()" style="color:red" data-x="1">Hi <a href="javascript:alert(1)">bad</a> <a href="https://ok.example/">ok</a></p><script>alert(1)</script><img src=x onerror=alert(1)>';
    const { container } = render(<RichText.component html={html} />);
    expect(container.querySelector('script, img, [onclick], [style], [data-x]')).toBeNull();
    expect(screen.getByText('bad')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'ok' })).toHaveAttribute('href', 'https://ok.example/');
  });

  it('ContentSections makes each section a region named by its heading', () => {
    render(
      <ContentSections.component
        sections={[
          { heading: 'Credit limit', body: '<p>Set by the bank.</p>' },
          { heading: 'Taxes', body: '<p>Ask an adviser.</p><script>bad()</script>' },
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Credit limit' })).toHaveTextContent('Set by the bank.');
    expect(screen.getByRole('heading', { level: 2, name: 'Taxes' })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });
});

describe('NoticeWithLink', () => {
  it('is an alert with a new-window link that cannot reach back into the page', () => {
    render(
      <NoticeWithLink
        level="error"
        text="Blocked."
        linkLabel="Continue in a new window"
        href="https://apply.cardbank.example/s"
        newWindow
        testId="POPUP_BLOCKED"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Blocked.');
    const link = screen.getByRole('link', { name: 'Continue in a new window' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
