// Proves a text with an element inside reads English with no provider, and Hindi under a Hindi provider.
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { LanguageProvider, loadLanguage } from './I18nProvider.tsx';
import { Trans } from './Trans.tsx';

const notQuite = <Trans id="quiz.notQuite" values={{ answer: 'oxidation' }} components={{ 0: <strong /> }} />;

test('without a provider the text reads English, its element in place', () => {
  const { container } = render(<p>{notQuite}</p>);
  expect(container).toHaveTextContent('Not quite. The answer: oxidation');
  expect(screen.getByText('oxidation').tagName).toBe('STRONG');
});

test('under a Hindi provider it reads Hindi', async () => {
  await loadLanguage('hi');
  const { container } = render(
    <LanguageProvider initialLanguage="hi">
      <p>{notQuite}</p>
    </LanguageProvider>,
  );
  expect(container).toHaveTextContent('यह नहीं। सही उत्तर: oxidation');
  expect(screen.getByText('oxidation').tagName).toBe('STRONG');
});
