import { type VerifyOptions, verifyProvider } from '../../src/verify.ts';

export interface VerificationReport {
  result: boolean;
  /** Every interaction replayed, by description. */
  verified: string[];
  /** Each interaction that did not match, with the verifier's mismatch texts. */
  failures: { interaction: string; mismatches: string[] }[];
}

function get(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Runs the verifier and reads its JSON report, whether the verification passed or failed. */
export async function verify(options: VerifyOptions): Promise<VerificationReport> {
  const json = await verifyProvider(options).catch((error: unknown) => {
    // A failed verification rejects with the report as the message; anything else is a real error.
    if (error instanceof Error && error.message.startsWith('{')) return error.message;
    throw error;
  });
  const report: unknown = JSON.parse(json);
  return {
    result: get(report, 'result') === true,
    verified: list(get(report, 'interactionResults')).map((entry) => text(get(entry, 'description'))),
    failures: list(get(report, 'errors')).map((entry) => ({
      interaction: text(get(entry, 'interaction')),
      mismatches: list(get(get(entry, 'mismatch'), 'mismatches')).map((mismatch) =>
        text(get(mismatch, 'mismatch')),
      ),
    })),
  };
}
