import { describe, expect, it } from 'vitest';
import { pointsLost } from '../../tools/bench/measureLighthouse.ts';

describe('Lighthouse points lost per metric', () => {
  it('weighs each metric score, drops the unweighed and the negligible, largest first', () => {
    const result = {
      lhr: {
        categories: {
          performance: {
            score: 0.85,
            auditRefs: [
              { id: 'first-contentful-paint', weight: 10 },
              { id: 'largest-contentful-paint', weight: 25 },
              { id: 'total-blocking-time', weight: 30 },
              { id: 'cumulative-layout-shift', weight: 25 },
              { id: 'interactive', weight: 0 },
            ],
          },
        },
        audits: {
          'first-contentful-paint': { id: 'first-contentful-paint', title: 'FCP', score: 0.7 },
          'largest-contentful-paint': { id: 'largest-contentful-paint', title: 'LCP', score: 0.8 },
          'total-blocking-time': { id: 'total-blocking-time', title: 'TBT', score: 0.99 },
          'cumulative-layout-shift': { id: 'cumulative-layout-shift', title: 'CLS', score: 1 },
          interactive: { id: 'interactive', title: 'TTI', score: 0 },
        },
      },
    };
    expect(pointsLost(result)).toEqual([
      { metric: 'LCP', points: expect.closeTo(5, 5) },
      { metric: 'FCP', points: expect.closeTo(3, 5) },
    ]);
  });
});
