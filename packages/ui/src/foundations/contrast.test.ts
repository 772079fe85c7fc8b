import { describe, expect, test } from 'vitest';
import { contrastRatio, parseComputedColour, toHex } from './contrast.ts';

describe('contrast', () => {
  test('black on white is 21:1 and a colour on itself 1:1', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([31, 79, 209], [31, 79, 209])).toBe(1);
  });

  test('the primary blue on white passes AA (known value 6.78)', () => {
    expect(contrastRatio([31, 79, 209], [255, 255, 255])).toBeCloseTo(6.78, 2);
  });

  test('reads computed colours, not unresolved ones', () => {
    expect(parseComputedColour('rgb(31, 79, 209)')).toEqual([31, 79, 209]);
    expect(parseComputedColour('rgba(0, 0, 0, 0.5)')).toEqual([0, 0, 0]);
    expect(parseComputedColour('var(--color-text)')).toBeNull();
    expect(toHex([31, 79, 209])).toBe('#1f4fd1');
  });
});
