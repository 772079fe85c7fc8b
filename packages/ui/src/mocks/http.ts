// The typed MSW `http` for every handler module: paths, bodies and statuses are checked against openapi.yaml.
import type { paths } from '@termtap/api-client/schema';
import { createOpenApiHttp } from 'openapi-msw';

/**
 * Stories and tests point the api client here; MSW answers. A loopback address on the discard port, so a
 * request that slipped past MSW could never reach a real server.
 */
export const mockApiBaseUrl = 'http://127.0.0.1:9/api';

export const http = createOpenApiHttp<paths>({ baseUrl: mockApiBaseUrl });
