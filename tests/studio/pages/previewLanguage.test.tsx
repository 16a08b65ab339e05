// @vitest-environment jsdom
/**
 * The preview's language choice (README "For analysts: the flow studio", pages view): one radio per shopper's
 * language (src/model/language.ts), and the page's address under the language's prefix.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PreviewControls } from '../../../studio/client/pages/PreviewControls.tsx';
import { initialChoice, previewAddress } from '../../../studio/client/pages/previewSetup.ts';

describe('the preview in another language', () => {
  it('offers every language, English first, and says the choice', async () => {
    const onChoice = vi.fn();
    render(<PreviewControls choice={initialChoice} onChoice={onChoice} switches={{}} />);
    const group = screen.getByRole('group', { name: 'Language' });
    expect(group).toHaveTextContent('English Spanish');
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Spanish' }));
    expect(onChoice).toHaveBeenCalledWith({ ...initialChoice, language: 'es' });
  });

  it("puts the page under the language's prefix, English under none", () => {
    expect(previewAddress('shop', '', 'en')).toBe('/sales/digital/shop.html?scenario=');
    expect(previewAddress('shop', 'cancelled-case', 'es')).toBe('/es/sales/digital/shop.html?scenario=cancelled-case');
  });
});
