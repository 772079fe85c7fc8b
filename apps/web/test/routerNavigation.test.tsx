// Proves the navigation port reports the current route and moves with react-router, replacing when asked.
import type { NavigationPort } from '@termtap/ui/ports';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, expect, test } from 'vitest';
import { useRouterNavigation } from '../src/ports/routerNavigation.ts';

afterEach(cleanup);

let latest: NavigationPort | null = null;

function Probe() {
  const navigation = useRouterNavigation();
  latest = navigation;
  return (
    <p>
      at {navigation.pathname} order {navigation.search.get('order_id') ?? 'none'}
    </p>
  );
}

function start(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

function port(): NavigationPort {
  if (!latest) throw new Error('the probe has not rendered');
  return latest;
}

test('reports the current path and query', () => {
  start('/payment-status?order_id=o_1&order_status=PAID');
  expect(screen.getByText('at /payment-status order o_1')).toBeVisible();
});

test('navigate pushes by default and replaces when asked', () => {
  const router = start('/');
  act(() => port().navigate('/articles-plan'));
  expect(screen.getByText('at /articles-plan order none')).toBeVisible();
  expect(router.state.historyAction).toBe('PUSH');
  act(() => port().navigate('/nutrition', { replace: true }));
  expect(screen.getByText('at /nutrition order none')).toBeVisible();
  expect(router.state.historyAction).toBe('REPLACE');
});
