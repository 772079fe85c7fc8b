import { expect, test } from 'vitest';
import { formatCount } from './counts.ts';

test('a count is grouped as Indian English groups it: thousands, then lakhs and crores', () => {
  expect(formatCount(0)).toBe('0');
  expect(formatCount(404)).toBe('404');
  expect(formatCount(4184)).toBe('4,184');
  expect(formatCount(100000)).toBe('1,00,000');
  expect(formatCount(12345678)).toBe('1,23,45,678');
  expect(formatCount(-4184)).toBe('-4,184');
});

test('it writes every whole number as toLocaleString("en-IN") does', () => {
  const samples = [
    1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, 98765432, 123456789,
  ];
  for (let value = 0; value < 20000; value += 7) samples.push(value);
  for (const value of samples) expect(formatCount(value), String(value)).toBe(value.toLocaleString('en-IN'));
});
