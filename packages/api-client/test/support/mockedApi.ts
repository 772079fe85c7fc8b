// The setup every client test shares: an MSW server typed by the OpenAPI paths (a handler for a path or a body
// the spec does not have fails to compile), started for the file's tests, with handlers reset after each test.
import { setupServer } from 'msw/node';
import { createOpenApiHttp } from 'openapi-msw';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { paths } from '../../src/generated/schema.ts';

export const baseUrl = 'http://termtap.test/api';
export const http = createOpenApiHttp<paths>({ baseUrl });

/** Starts a server for this file's tests (an unhandled request is an error) and answers it. */
export function mockServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
