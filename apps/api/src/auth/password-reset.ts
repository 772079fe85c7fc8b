import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../services.ts';
import { createPasswordReset, findUserByEmail } from './users.ts';

/** Mails a reset link when an account has this e-mail; does nothing otherwise. */
export async function sendResetLink(
  services: AppServices,
  email: string,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const user = await findUserByEmail(services.db, email);
    if (!user) return;
    const token = await createPasswordReset(services.db, user.id);
    const link = `${services.config.publicUrl}/reset-password?token=${token}`;
    await services.mailer.send({
      to: user.email,
      subject: 'Reset your TermTap password',
      text: [
        'Someone asked to reset the password of your TermTap account.',
        '',
        `Open this link within 60 minutes to choose a new password (it works once):`,
        link,
        '',
        'If it was not you, ignore this e-mail: your password stays as it is.',
        '',
        'TermTap · support@termtap.in',
      ].join('\n'),
    });
    // Without SMTP the mail only lands in the local outbox, so the link is shown to whoever runs the server.
    if (services.mailer.kind === 'outbox' && services.config.nodeEnv !== 'production')
      log.info(`Password reset link (dev outbox): ${link}`);
  } catch (error) {
    log.error({ err: error }, 'could not send the password reset mail');
  }
}
