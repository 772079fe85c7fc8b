import { type FormEvent, useId, useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { useSubmitAction } from '../../app/useSubmitAction.ts';
import { Button } from '../../components/Button/Button.tsx';
import { FormField, FormMessage, formStyles } from '../../components/FormCard/FormCard.tsx';
import { NewPasswordFields } from '../../components/NewPasswordFields/NewPasswordFields.tsx';
import { passwordProblem } from '../../components/NewPasswordFields/passwordRules.ts';
import { accountTexts } from './account.ts';

/** The text for a failed POST /auth/change-password. */
function changeFailure(status: number, message: string | undefined): string {
  if (status === 401) return message ?? accountTexts.wrongCurrentPassword;
  if (status === 429) return message ?? accountTexts.tooManyTries;
  if (status === 400 && message) return message;
  return accountTexts.changeFailed;
}

/**
 * Change password: the current one, then the new one twice, checked with the reset screen's rules and texts
 * (docs/spec.md §5). On success the server has logged out every other device; this one stays signed in.
 */
export function ChangePasswordForm({ titleId }: { titleId: string }) {
  const { api } = useServices();
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
      setMessage({ tone: 'error', text: accountTexts.enterCurrentPassword });
      return;
    }
    const problem = passwordProblem(newPassword, confirmation);
    if (problem !== null) {
      setMessage({ tone: 'error', text: problem });
      return;
    }
    await run(async () => {
      const changed = await api.changePassword(currentPassword, newPassword);
      return changed.error
        ? { tone: 'error', text: changeFailure(changed.error.status, changed.error.message) }
        : { tone: 'success', text: accountTexts.passwordChanged };
    });
  }

  const inputType = arePasswordsShown ? 'text' : 'password';
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <FormField
        id={currentId}
        label="Current password"
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
          {isChanging ? 'Changing...' : 'Change password'}
        </Button>
      </div>
      <FormMessage message={message} />
    </form>
  );
}
