/**
 * How often callers may make us ask the payment gateway about orders; past the budget, verify, check-billing and
 * the return URL answer from our records (the webhook always asks). The web app's poll (13 checks over 26 s) and
 * a few verifies fit easily.
 */
export const GATEWAY_ASKS_PER_USER = { name: 'gateway-user', max: 40, windowMs: 10 * 60_000 } as const;
/** The return URL needs no session: its budget is per IP. */
export const GATEWAY_ASKS_PER_RETURN_IP = {
  name: 'gateway-return-ip',
  max: 10,
  windowMs: 10 * 60_000,
} as const;
