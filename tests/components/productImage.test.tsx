// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductImage } from '../../src/components/sales/ProductImage.tsx';

describe('ProductImage', () => {
  it('shows the picture the answer gives', () => {
    const { container } = render(<ProductImage src="/images/phone.svg" alt="Phone" width={240} height={300} className="sf-card__image" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/phone.svg');
  });

  it('draws a hidden blank of the same size when the answer gives none, never an img with an empty src', () => {
    const { container } = render(<ProductImage src="" alt="" width={60} height={90} className="sf-cart__thumb" />);
    expect(container.querySelector('img')).toBeNull();
    const blank = container.querySelector('svg');
    expect(blank?.getAttribute('width')).toBe('60');
    expect(blank?.getAttribute('height')).toBe('90');
    expect(blank?.getAttribute('aria-hidden')).toBe('true');
  });
});
