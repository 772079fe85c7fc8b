// MSW for the jsdom unit tests: msw/node, listening from the setup file on, so a test can `server.use(...)`.
import { setupServer } from 'msw/node';

export const server = setupServer();
