import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifySchemaValidationError } from 'fastify';
import type { Database } from '../db/database.ts';
import { passwordResets, users } from '../db/schema/core.ts';
import { describeValidationIssue } from '../http/errors.ts';
import { hashPassword } from './passwords.ts';
import { refreshUser, revokeOtherSessions } from './sessions.ts';

/**
 * The spec's text for a short password (docs/spec.md §5, reset password), reused for the new password here.
 */
export const SHORT_PASSWORD = 'Password must be at least 6 characters long.';

/**
 * Sets the new password, ends every other session of the user (this one stays) and spends any open reset link,
 * in one transaction. The caller has checked the current password.
 */
export async function changePassword(
  db: Database,
  userId: number,
  keepSessionId: number,
  newPassword: string,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await revokeOtherSessions(tx, userId, keepSessionId);
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  });
  refreshUser(userId);
}

/** The 400 message for a change-password body: the spec's sentence for a short new password, else the usual one. */
export function changePasswordValidationMessage(error: {
  validation?: FastifySchemaValidationError[];
  validationContext?: string;
}): string {
  const [issue] = error.validation ?? [];
  if (!issue) return 'The request is not valid.';
  if (issue.keyword === 'minLength' && issue.instancePath === '/newPassword') return SHORT_PASSWORD;
  return describeValidationIssue(issue, error.validationContext);
}
