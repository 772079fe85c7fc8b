// MSW for the jsdom story tests: the same mswLoader as Storybook, over msw/node instead of a service worker.
import type { SetupWorker } from 'msw/browser';
import { setupServer } from 'msw/node';

/** Listening from the setup file on, so unit tests can `server.use(...)` too. */
export const server = setupServer();

/** mswLoader expects a worker; this one delegates to the Node server. */
const serverAsWorker: SetupWorker = {
  start: async () => undefined,
  stop: () => server.close(),
  use: (...handlers) => server.use(...handlers),
  restoreHandlers: () => server.restoreHandlers(),
  resetHandlers: (...handlers) => server.resetHandlers(...handlers),
  listHandlers: () => server.listHandlers(),
  events: server.events,
};

export async function setupMsw(): Promise<SetupWorker> {
  return serverAsWorker;
}
