// Every message the API sends back is shown through humanErrorText: the server's plain sentences as they are
// (in Hindi when the sentence is one the interface knows), its raw validator texts ("password: must be at least
// 6 characters.") as sentences a student understands, and anything technical (JSON, Content-Length, a field
// path) as the screen's own fallback text.
import type { MessageId } from '../i18n/generated/en.ts';
import type { Translate } from '../i18n/I18nProvider.tsx';

/** The fields a person types, named as the forms label them, and the sentence asking for each. */
const fields: Record<string, { name: MessageId; enter: MessageId }> = {
  email: { name: 'errors.fieldEmail', enter: 'errors.enterEmail' },
  password: { name: 'errors.fieldPassword', enter: 'errors.enterPassword' },
  newPassword: { name: 'errors.fieldPassword', enter: 'errors.enterPassword' },
  currentPassword: { name: 'errors.fieldCurrentPassword', enter: 'errors.enterCurrentPassword' },
  name: { name: 'errors.fieldName', enter: 'errors.enterName' },
};

/**
 * The server's sentences the interface has in its catalogues (apps/api): each English message's text is the
 * sentence itself, so English shows it unchanged and Hindi shows its translation.
 */
const serverSentences: Record<string, MessageId> = {
  'Invalid email or password.': 'errors.invalidCredentials',
  'An account with this email already exists.': 'errors.emailTaken',
  'Too many attempts. Please try again later.': 'errors.tooManyAttempts',
  'This reset link is invalid or has expired.': 'errors.resetLinkInvalid',
  'Please log in to continue.': 'errors.logInToContinue',
  'Something went wrong on our side. Please try again.': 'errors.serverFailed',
  'Current password is incorrect.': 'account.wrongCurrentPassword',
  'Your session has ended. Please log in again.': 'auth.sessionEnded',
  'If the email exists, a reset link was sent.': 'password.resetLinkSent',
  'Password reset successfully.': 'password.resetSuccess',
};

/** The rate limiter's sentence (apps/api/src/http/limits.ts). */
const tooManyAttemptsIn = /^Too many attempts\. Please try again in (\d+) minutes?\.$/;

/** A validator text: "<field>: <problem>." (apps/api/src/http/errors.ts describeValidationIssue). */
const validatorText = /^([A-Za-z][\w.]*|the request \w+): (.+)\.$/;

/** Server texts that describe the request, not the person's input: the screen's fallback says it better. */
const technicalText = /JSON|Content-Length|content type|request (body|headers)|address is too long|method/i;

function fieldProblem(t: Translate, field: string, problem: string): string | null {
  if (field === 'token' || field.endsWith('.token')) return t('errors.resetLinkInvalid');
  const known = fields[field.split('.').at(-1) ?? ''];
  if (!known) return null;
  if (problem === 'is required') return t(known.enter);
  if (problem === 'must be a valid email address') return t('errors.validEmail');
  const atLeast = /^must be at least (\d+) characters$/.exec(problem);
  if (atLeast) return t('errors.atLeast', { field: t(known.name), min: atLeast[1] ?? '' });
  const atMost = /^must be at most (\d+) characters$/.exec(problem);
  if (atMost) return t('errors.atMost', { field: t(known.name), max: atMost[1] ?? '' });
  if (problem === 'contains characters that are not allowed') {
    return t('errors.notAllowed', { field: t(known.name) });
  }
  return null;
}

/**
 * A plain sentence from the server in the interface's language: one the catalogues know is translated, any
 * other is shown as the server wrote it (English).
 */
export function serverSentenceText(t: Translate, sentence: string): string {
  const id = serverSentences[sentence];
  if (id) return t(id);
  const minutes = tooManyAttemptsIn.exec(sentence)?.[1];
  if (minutes) return t('errors.tooManyAttemptsMinutes', { count: Number(minutes), minutesText: minutes });
  return sentence;
}

/**
 * The text to show for an API error message: a plain sentence from the server as it is (translated when
 * known), a validator's raw text turned into a sentence, and the fallback when there is no message or it only
 * makes sense to a developer.
 */
export function humanErrorText(t: Translate, message: string | null | undefined, fallback: string): string {
  const text = message?.trim();
  if (!text) return fallback;
  const validator = validatorText.exec(text);
  if (validator) return fieldProblem(t, validator[1] ?? '', validator[2] ?? '') ?? fallback;
  if (technicalText.test(text)) return fallback;
  return serverSentenceText(t, text);
}
