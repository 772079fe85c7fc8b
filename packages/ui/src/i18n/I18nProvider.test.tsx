// Proves a screen's texts follow the language: English by default, Hindi once chosen, plurals by the
// language's rules, <html lang> set, and the host told of each switch.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { LanguageSwitch } from '../screens/Layout/LanguageSwitch.tsx';
import { LanguageProvider, loadLanguage, useT } from './I18nProvider.tsx';

function Home() {
  const t = useT();
  return <p>{t('layout.home')}</p>;
}

test('without a provider a component reads English', () => {
  render(<Home />);
  expect(screen.getByText('Home')).toBeInTheDocument();
});

test('the switch shows Hindi, sets <html lang> and tells the host; switching back restores English', async () => {
  const onChange = vi.fn();
  render(
    <LanguageProvider onChange={onChange}>
      <LanguageSwitch />
      <Home />
    </LanguageProvider>,
  );
  expect(screen.getByText('Home')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
  expect(await screen.findByText('होम')).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('hi');
  expect(onChange).toHaveBeenLastCalledWith('hi');
  await userEvent.click(screen.getByRole('button', { name: 'English' }));
  expect(await screen.findByText('Home')).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('en');
  expect(onChange).toHaveBeenLastCalledWith('en');
});

test('a switch pressed before the first screen has committed is made once it has', async () => {
  let settle = () => {};
  const firstScreen = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const onChange = vi.fn();
  render(
    <LanguageProvider onChange={onChange} firstScreen={firstScreen}>
      <LanguageSwitch />
      <Home />
    </LanguageProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
  await loadLanguage('hi');
  await act(async () => {});
  expect(screen.getByText('Home')).toBeInTheDocument();
  expect(onChange).not.toHaveBeenCalled();
  await act(async () => settle());
  expect(await screen.findByText('होम')).toBeInTheDocument();
  expect(onChange).toHaveBeenLastCalledWith('hi');
});

test('a page that starts in Hindi renders Hindi in its first render once the messages are loaded', async () => {
  await loadLanguage('hi');
  render(
    <LanguageProvider initialLanguage="hi">
      <Home />
    </LanguageProvider>,
  );
  expect(screen.getByText('होम')).toBeInTheDocument();
});

test('placeholders are filled in either language', async () => {
  await loadLanguage('hi');
  function Copyright() {
    return <p>{useT()('layout.copyright', { year: 2026 })}</p>;
  }
  const { rerender } = render(
    <LanguageProvider initialLanguage="en">
      <Copyright />
    </LanguageProvider>,
  );
  expect(screen.getByText('© 2026 TermTap. All rights reserved.')).toBeInTheDocument();
  await act(async () =>
    rerender(
      <LanguageProvider initialLanguage="hi">
        <Copyright />
      </LanguageProvider>,
    ),
  );
  expect(await screen.findByText('© 2026 TermTap. सर्वाधिकार सुरक्षित।')).toBeInTheDocument();
});
