// The one read hook keeps what a screen shows in step with what it asked last: a late answer for an old key
// is dropped, a failure stays until retry, and a switched-off read asks nothing.
import type { ApiResult } from '@termtap/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useApiRead } from './useApiRead.ts';

/** A read whose answer the test gives when it chooses, and a record of what was asked. */
function controlledReads() {
  const asked: string[] = [];
  const answers = new Map<string, (result: ApiResult<string>) => void>();
  const read = (key: string) => () => {
    asked.push(key);
    return new Promise<ApiResult<string>>((resolve) => answers.set(key, resolve));
  };
  const answer = (key: string, result: ApiResult<string>) => act(() => answers.get(key)?.(result));
  return { asked, read, answer };
}

test('an answer for a key the screen has moved on from is dropped; the current key’s answer is shown', async () => {
  const { asked, read, answer } = controlledReads();
  const { result, rerender } = renderHook(({ key }) => useApiRead(read(key), [key]), {
    initialProps: { key: 'mole' },
  });
  expect(result.current.status).toBe('loading');
  rerender({ key: 'molecule' });
  await answer('molecule', { data: 'molecule results' });
  await answer('mole', { data: 'mole results' });
  expect(asked).toEqual(['mole', 'molecule']);
  expect(result.current).toMatchObject({ status: 'loaded', data: 'molecule results' });
});

test('a failure stays failed, with its status, until retry asks again', async () => {
  const { asked, read, answer } = controlledReads();
  const { result } = renderHook(() => useApiRead(read('payments'), ['payments']));
  await answer('payments', { error: { status: 503, message: undefined } });
  expect(result.current).toMatchObject({ status: 'failed', error: { status: 503 } });
  expect(asked).toEqual(['payments']);
  act(() => result.current.retry());
  expect(result.current.status).toBe('loading');
  await answer('payments', { data: 'two payments' });
  await waitFor(() => expect(result.current).toMatchObject({ status: 'loaded', data: 'two payments' }));
  expect(asked).toEqual(['payments', 'payments']);
});

test('a read that is switched off, or whose answer came with the page, asks nothing', () => {
  const { asked, read } = controlledReads();
  const off = renderHook(() => useApiRead(read('my terms'), ['my terms'], { enabled: false }));
  const prerendered = renderHook(() =>
    useApiRead(read('chemistry'), ['chemistry'], { initialData: 'the prerendered list' }),
  );
  expect(off.result.current.status).toBe('idle');
  expect(prerendered.result.current).toMatchObject({ status: 'loaded', data: 'the prerendered list' });
  expect(asked).toEqual([]);
});

test('keepsDataWhileReloading shows the loaded data until the new answer replaces it', async () => {
  const { read, answer } = controlledReads();
  const { result } = renderHook(() =>
    useApiRead(read('payments'), ['payments'], { keepsDataWhileReloading: true }),
  );
  await answer('payments', { data: 'one payment' });
  act(() => result.current.retry());
  expect(result.current).toMatchObject({ status: 'loaded', data: 'one payment' });
  await answer('payments', { data: 'two payments' });
  expect(result.current).toMatchObject({ status: 'loaded', data: 'two payments' });
});
