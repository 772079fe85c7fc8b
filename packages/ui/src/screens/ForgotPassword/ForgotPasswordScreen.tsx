import { type FormEvent, useId, useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { humanErrorText } from '../../app/errorText.ts';
import type { Message } from '../../app/useSubmitAction.ts';
import { Button } from '../../components/Button/Button.tsx';
import { FormCard, FormField, FormMessage, formStyles } from '../../components/FormCard/FormCard.tsx';
import {
  forgotPasswordFailedMessage,
  invalidEmailMessage,
  readValidEmail,
  resetLinkSentMessage,
} from './forgotPassword.ts';

/** /forgot-password: asks for a reset link (docs/spec.md §2, §5, §8). */
export function ForgotPasswordScreen() {
  const { api } = useServices();
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
      setMessage({ tone: 'error', text: invalidEmailMessage });
      return;
    }
    setIsSending(true);
    setMessage(null);
    const sent = await api.forgotPassword(validEmail);
    setIsSending(false);
    setMessage(
      sent.error
        ? { tone: 'error', text: humanErrorText(sent.error.message, forgotPasswordFailedMessage) }
        : { tone: 'success', text: sent.data ?? resetLinkSentMessage },
    );
  }

  function clear() {
    setEmail('');
    setMessage(null);
  }

  return (
    <FormCard
      title="Forgot your password?"
      explanation="Enter the e-mail address of your account. We will send you a link to choose a new password; it works once and expires after 60 minutes."
    >
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <FormField
          id={emailId}
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onValueChange={setEmail}
          aria-invalid={message?.text === invalidEmailMessage}
          aria-describedby={message ? messageId : undefined}
        />
        <div className={formStyles.actions}>
          <Button type="submit" disabled={isSending}>
            {isSending ? 'Sending...' : 'Send Reset Link'}
          </Button>
          <Button variant="secondary" onClick={clear}>
            Clear
          </Button>
        </div>
        <FormMessage id={messageId} message={message} />
      </form>
    </FormCard>
  );
}
