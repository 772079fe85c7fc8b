// The order `npm test` hands test files to its workers: the longest first, whatever their project, so no worker
// is left running one long file at the end while the other has nothing to do (decision 0022).
import { readFileSync, statSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each slow file took in a whole run (tooling/test-durations.json, `<project>:<path>`): the order on a
 * machine with no results of its own yet, as in CI after `npm ci`. A stale figure only changes the order.
 */
const recorded: Record<string, number> = JSON.parse(
  readFileSync(new URL('./test-durations.json', import.meta.url), 'utf8'),
);

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const estimate = new Map<TestSpecification, number>();
    const failed = new Set<TestSpecification>();
    for (const spec of files) {
      // This machine's last result first (Vitest's results cache), then the recorded figure, else the file's
      // size, as Vitest orders files it knows nothing about (1 s per 10 kB, so a long file of quick tests stays
      // behind the known slow ones).
      const result = this.ctx.cache.getTestSpecificationResult(spec);
      if (result?.failed) failed.add(spec);
      const seconds =
        result?.duration !== undefined
          ? result.duration / 1000
          : (recorded[`${spec.project.name}:${relative(root, spec.moduleId)}`] ??
            sizeOf(spec.moduleId) / 10_000);
      estimate.set(spec, seconds);
    }
    return [...files].sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        // What failed last time first, as Vitest does: its answer comes soonest.
        Number(failed.has(b)) - Number(failed.has(a)) ||
        (estimate.get(b) ?? 0) - (estimate.get(a) ?? 0),
    );
  }
}

function sizeOf(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}
