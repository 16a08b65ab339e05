/**
 * Issue 20 items 1 and 2: a frame holds every boundary inline. With React's default chunk size a large finished
 * boundary is sent out of line, with its fallback in place and an inline script to swap it in, which the strict CSP
 * blocks; the frame's render options keep it inline, and a frame that is not is refused at build time.
 */
import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { frameRenderOptions, outOfLineFrame } from '../../src/app/firstPaint/prerenderPage.tsx';

/** A page larger than React's default progressive chunk (12,800 B), inside a boundary as the page view's is. */
function LargePage() {
  return (
    <main>
      <h1>Heading</h1>
      <Suspense fallback={<p>Loading</p>}>
        {Array.from({ length: 400 }, (_, index) => (
          <p key={index}>A paragraph of the page, long enough to count: {index}</p>
        ))}
      </Suspense>
    </main>
  );
}

async function frameOf(options?: typeof frameRenderOptions): Promise<string> {
  const { prelude } = await prerender(<LargePage />, options);
  return new Response(prelude).text();
}

describe('the frame holds every boundary inline', () => {
  it("keeps a boundary larger than React's default chunk inline", async () => {
    const html = await frameOf(frameRenderOptions);
    expect(html.length).toBeGreaterThan(12_800);
    expect(outOfLineFrame(html)).toBeNull();
    expect(html).toMatch(/count: (<!-- -->)?399<\/p>/);
  });

  it('names what is wrong in a frame rendered with the defaults', async () => {
    expect(outOfLineFrame(await frameOf())).toMatch(/pending|inline script/);
  });

  it('lets the start data through (a JSON element is never executed)', () => {
    expect(outOfLineFrame('<div><script type="application/json" id="sf-first-paint">{}</script></div>')).toBeNull();
    expect(outOfLineFrame('<div><script>alert(1)</script></div>')).toBe('an inline script (<script>)');
  });
});
