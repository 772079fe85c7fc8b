import { type FormEvent, useId, useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { serverSentenceText } from '../../app/errorText.ts';
import { useSubmitAction } from '../../app/useSubmitAction.ts';
import { Button } from '../../components/Button/Button.tsx';
import { FormField, FormMessage, formStyles } from '../../components/FormCard/FormCard.tsx';
import { NewPasswordFields } from '../../components/NewPasswordFields/NewPasswordFields.tsx';
import { passwordProblem } from '../../components/NewPasswordFields/passwordRules.ts';
import { type Translate, useT } from '../../i18n/I18nProvider.tsx';

/** The text for a failed POST /auth/change-password (the server's own sentence, in Hindi when known). */
function changeFailure(t: Translate, status: number, message: string | undefined): string {
  if (status === 401) return message ? serverSentenceText(t, message) : t('account.wrongCurrentPassword');
  if (status === 429) return message ? serverSentenceText(t, message) : t('account.tooManyTries');
  if (status === 400 && message) return serverSentenceText(t, message);
  return t('account.changeFailed');
}

/**
 * Change password: the current one, then the new one twice, checked with the reset screen's rules and texts
 * (docs/spec.md §5). On success the server has logged out every other device; this one stays signed in.
 */
export function ChangePasswordForm({ titleId }: { titleId: string }) {
  const { api } = useServices();
  const t = useT();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [arePasswordsShown, setArePasswordsShown] = useState(false);
  const { isBusy: isChanging, message, setMessage, run } = useSubmitAction();
  const currentId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isChanging) return;
    // As on the reset screen (docs/spec.md §5), the password fields are cleared after every attempt.
    setCurrentPassword('');
    setNewPassword('');
    setConfirmation('');
    if (currentPassword === '') {
      setMessage({ tone: 'error', text: t('errors.enterCurrentPassword') });
      return;
    }
    const problem = passwordProblem(t, newPassword, confirmation);
    if (problem !== null) {
      setMessage({ tone: 'error', text: problem });
      return;
    }
    await run(async () => {
      const changed = await api.changePassword(currentPassword, newPassword);
      return changed.error
        ? { tone: 'error', text: changeFailure(t, changed.error.status, changed.error.message) }
        : { tone: 'success', text: t('account.passwordChanged') };
    });
  }

  const inputType = arePasswordsShown ? 'text' : 'password';
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <FormField
        id={currentId}
        label={t('account.currentPassword')}
        type={inputType}
        name="current-password"
        autoComplete="current-password"
        value={currentPassword}
        onValueChange={setCurrentPassword}
      />
      <NewPasswordFields
        newPassword={newPassword}
        confirmation={confirmation}
        onNewPasswordChange={setNewPassword}
        onConfirmationChange={setConfirmation}
        arePasswordsShown={arePasswordsShown}
        onArePasswordsShownChange={setArePasswordsShown}
        otherPasswordIds={[currentId]}
      />
      <div className={formStyles.actions}>
        <Button type="submit" disabled={isChanging}>
          {isChanging ? t('account.changing') : t('account.changePassword')}
        </Button>
      </div>
      <FormMessage message={message} />
    </form>
  );
}
