// Proves the Prometheus metrics: served in the text format on METRICS_PORT only (never on the public port), with
// requests by route and status, describes by outcome, payments by outcome, the database pool and process metrics.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort } from './support/process.ts';
import { databases, startTestServer, type TestServer } from './support/server.ts';

describe.each(databases)('metrics on %s', (database) => {
  let server: TestServer;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    server = await startTestServer(database, { metricsPort });
  });
  afterAll(async () => {
    await server?.close();
  });

  const scrape = async () => {
    const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  test('a journey shows in the counters, the histogram, the pool and the process metrics', async () => {
    const { token } = await server.signUp();
    const [first] = await (await server.call('/pages/chemistry')).json();
    const described = await server.call('/pages/describe', {
      json: { page: 'chemistry', attr: first.term },
      token,
    });
    expect(described.status).toBe(200);
    const checkout = await server.call('/checkout/create-session', { method: 'POST', token });
    const { order_id: orderId } = await checkout.json();
    await server.call('/checkout/local/complete', { json: { orderId, outcome: 'success' }, token });
    await server.call('/pages/describe', { json: { page: 'chemistry', attr: first.term }, token });
    await server.app.services.settle();

    const text = await scrape();
    expect(text).toContain(
      'termtap_http_requests_total{method="POST",route="/api/pages/describe",status="200"} 2',
    );
    expect(text).toMatch(
      /termtap_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/pages\/:subject",status="200"\} 1/,
    );
    expect(text).toContain('termtap_describes_total{outcome="free"} 1');
    expect(text).toContain('termtap_describes_total{outcome="paid"} 1');
    expect(text).toContain('termtap_describes_total{outcome="refused"} 0');
    expect(text).toContain('termtap_payments_total{outcome="checkout_started"} 1');
    expect(text).toContain('termtap_payments_total{outcome="granted"} 1');
    expect(text).toMatch(/termtap_mails_total\{result="sent"\} [01]/);
    expect(text).toMatch(/termtap_db_pool_connections\{state="max"\} \d+/);
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  test('the public port has no /metrics', async () => {
    const response = await fetch(server.api.replace(/\/api$/, '/metrics'));
    expect(await response.text()).not.toContain('termtap_http_requests_total');
  });
});
