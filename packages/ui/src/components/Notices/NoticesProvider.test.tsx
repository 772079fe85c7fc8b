// The notices' timing in the app (the stories shorten it): success and info go after 6 s, errors stay.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { NoticesProvider, noticeAutoDismissMs } from './NoticesProvider.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('success and info notices go after 6 s; an error stays until dismissed', () => {
  expect(noticeAutoDismissMs).toBe(6000);
  render(
    <NoticesProvider
      initialNotices={[
        { message: 'Payment successful!', tone: 'success' },
        { message: 'Payment cancelled.', tone: 'info' },
        { message: 'Payment failed. Please try again.', tone: 'error' },
      ]}
    >
      <main>page</main>
    </NoticesProvider>,
  );
  act(() => vi.advanceTimersByTime(5900));
  expect(screen.queryByText('Payment successful!')).not.toBeNull();
  expect(screen.queryByText('Payment cancelled.')).not.toBeNull();
  act(() => vi.advanceTimersByTime(200));
  expect(screen.queryByText('Payment successful!')).toBeNull();
  expect(screen.queryByText('Payment cancelled.')).toBeNull();
  act(() => vi.advanceTimersByTime(60_000));
  expect(screen.getByRole('alert').textContent).toContain('Payment failed. Please try again.');
  expect(screen.getByRole('button', { name: 'Dismiss: Payment failed. Please try again.' })).not.toBeNull();
});
