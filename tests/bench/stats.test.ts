import { describe, expect, it } from 'vitest';
import { growth, median, percentile } from '../../tools/bench/stats.ts';

describe('bench statistics', () => {
  it('takes the nearest-rank percentile', () => {
    const values = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(100);
    expect(percentile(values, 0)).toBe(10);
    expect(median([3, 1, 2])).toBe(2);
  });

  it('refuses to invent a figure from no values or a bad percentile', () => {
    expect(() => percentile([], 50)).toThrow(/no values/);
    expect(() => percentile([1], 101)).toThrow(/outside 0..100/);
  });

  it('gives growth as a fraction and refuses a zero base', () => {
    expect(growth(100, 109)).toBeCloseTo(0.09);
    expect(() => growth(0, 5)).toThrow(/undefined/);
  });
});
