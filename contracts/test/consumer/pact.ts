import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { createApiClient } from '@termtap/api-client';
import { consumerName, providerName } from '../../src/pactFiles.ts';

// Interactions are written to a fresh folder first; publish.ts copies the pact into contracts/pacts only after
// every consumer test has passed, so a failed or filtered run never leaves a partial contract behind.
export const stagingDir = mkdtempSync(join(tmpdir(), 'termtap-pact-'));

export const pact = new PactV4({
  consumer: consumerName,
  provider: providerName,
  dir: stagingDir,
  logLevel: 'warn',
});

/** Fastify and most servers add `; charset=utf-8`: a header matcher must accept the whole value. */
export const jsonHeaders = {
  'Content-Type': MatchersV3.regex('^application/json(;.*)?$', 'application/json'),
};

// The provider state creates the session (or order, or reset link) and hands back its value; the verifier
// puts it into the request, so no backend has to accept a made-up token.
// biome-ignore lint/suspicious/noTemplateCurlyInString: a Pact provider-state expression, not a template literal.
export const stateToken = MatchersV3.fromProviderState('${token}', 'session-token-from-state');
// biome-ignore lint/suspicious/noTemplateCurlyInString: a Pact provider-state expression.
export const stateOrderId = MatchersV3.fromProviderState('${orderId}', 'tt_order_from_state');
export const stateMyPaymentPath = MatchersV3.fromProviderState(
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a Pact provider-state expression.
  '/me/payments/${orderId}',
  '/me/payments/tt_order_from_state',
);
export const stateResetPath = MatchersV3.fromProviderState(
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a Pact provider-state expression.
  '/auth/reset-password/${resetToken}',
  '/auth/reset-password/reset-token-from-state',
);

/** The real web app client, pointed at the Pact mock server (the API root, without `/api`). */
export function clientFor(baseUrl: string, token: string | null = null) {
  return createApiClient({ baseUrl, getToken: () => token });
}

/** Any ISO 8601 date-time with a zone, as JSON.stringify(new Date()) writes it. */
export const isoDateTime = (example: string) =>
  MatchersV3.regex('^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$', example);
