import { type FormEvent, useId, useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { humanErrorText, serverSentenceText } from '../../app/errorText.ts';
import type { Message } from '../../app/useSubmitAction.ts';
import { Button } from '../../components/Button/Button.tsx';
import { FormCard, FormField, FormMessage, formStyles } from '../../components/FormCard/FormCard.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { readValidEmail } from './forgotPassword.ts';

/** /forgot-password: asks for a reset link (docs/spec.md §2, §5, §8). */
export function ForgotPasswordScreen() {
  const { api } = useServices();
  const t = useT();
  const [email, setEmail] = useState('');
  const [isSending, setIsSending] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const emailId = useId();
  const messageId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    const validEmail = readValidEmail(email);
    if (validEmail === null) {
      setMessage({ tone: 'error', text: t('errors.validEmail') });
      return;
    }
    setIsSending(true);
    setMessage(null);
    const sent = await api.forgotPassword(validEmail);
    setIsSending(false);
    setMessage(
      sent.error
        ? { tone: 'error', text: humanErrorText(t, sent.error.message, t('password.forgotFailed')) }
        : {
            tone: 'success',
            text: sent.data ? serverSentenceText(t, sent.data) : t('password.resetLinkSent'),
          },
    );
  }

  function clear() {
    setEmail('');
    setMessage(null);
  }

  return (
    <FormCard title={t('password.forgotTitle')} explanation={t('password.forgotExplanation')}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <FormField
          id={emailId}
          label={t('password.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onValueChange={setEmail}
          aria-invalid={message?.text === t('errors.validEmail')}
          aria-describedby={message ? messageId : undefined}
        />
        <div className={formStyles.actions}>
          <Button type="submit" disabled={isSending}>
            {isSending ? t('password.sending') : t('password.sendResetLink')}
          </Button>
          <Button variant="secondary" onClick={clear}>
            {t('password.clear')}
          </Button>
        </div>
        <FormMessage id={messageId} message={message} />
      </form>
    </FormCard>
  );
}
