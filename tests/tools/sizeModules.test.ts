import { describe, expect, it } from 'vitest';
import { moduleReport } from '../../tools/size/modules.ts';

describe('npm run size -- --modules', () => {
  it('totals modules per package or source folder and lists the largest first', () => {
    const lines = moduleReport(
      [
        { id: 'src/runtime/plumbing/SessionStore.ts', gzipBytes: 700 },
        { id: 'react-dom (cjs/react-dom-client.production.js)', gzipBytes: 60_000 },
        { id: 'src/runtime/plumbing/ErrorModule.ts', gzipBytes: 700 },
        { id: 'react-dom (cjs/react-dom.production.js)', gzipBytes: 1_200 },
      ],
      2,
    );
    const plain = lines.map((line) => line.trim().replace(/\s+/g, ' '));
    expect(plain.slice(1, 3)).toEqual(['59.8 KiB react-dom', '1.4 KiB src/runtime/plumbing']);
    expect(plain.slice(-2)).toEqual(['58.6 KiB react-dom (cjs/react-dom-client.production.js)', '1.2 KiB react-dom (cjs/react-dom.production.js)']);
  });
});
