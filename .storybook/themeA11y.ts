// The a11y addon checks each story in the theme it rendered in; this checks it again in the other theme, with
// the same axe config and options as the story's `parameters.a11y`, and fails the story on any violation.
import axe from 'axe-core';
import { expect } from 'storybook/test';

interface A11yParameter {
  config?: axe.Spec;
  options?: axe.RunOptions;
  context?: axe.ElementContext;
}

type Theme = 'light' | 'dark';

// As the addon: Storybook's own elements are left out, and 'region' (landmarks) is off for lone components.
const storybookElements = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

function describeViolations(violations: axe.Result[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${violation.nodes
          .map((node) => `  ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
          .join('\n')}`,
    )
    .join('\n');
}

export async function expectNoA11yViolationsInTheme(theme: Theme, parameter: unknown, restoreTo: Theme) {
  const { config = {}, options = {} } = (parameter ?? {}) as A11yParameter;
  const root = document.documentElement;
  root.dataset.theme = theme;
  try {
    await nextFrame();
    axe.reset();
    axe.configure({ ...config, rules: [{ id: 'region', enabled: false }, ...(config.rules ?? [])] });
    const results = await axe.run({ include: [document.body], exclude: storybookElements }, options);
    const violations = results.violations;
    await expect(
      violations.length,
      `axe-core in the ${theme} theme:\n${describeViolations(violations)}`,
    ).toBe(0);
  } finally {
    root.dataset.theme = restoreTo;
  }
}
