// The median of a list of numbers, for the benchmark scripts (npm run bench, bench:web, bench:start): the middle
// value, or the mean of the two middle ones for an even count; 0 for none.

/** @param {number[]} values */
export function median(values) {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
