import { type FormEvent, useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { humanErrorText, serverSentenceText } from '../../app/errorText.ts';
import { paths } from '../../app/paths.ts';
import { useSubmitAction } from '../../app/useSubmitAction.ts';
import { Button, buttonClassName } from '../../components/Button/Button.tsx';
import { FormCard, FormMessage, formStyles } from '../../components/FormCard/FormCard.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { NewPasswordFields } from '../../components/NewPasswordFields/NewPasswordFields.tsx';
import { passwordProblem } from '../../components/NewPasswordFields/passwordRules.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { readResetToken, redirectAfterResetMs } from './resetPassword.ts';

/** /reset-password?token=… (or ?t=…): sets a new password (docs/spec.md §2, §4, §5, §8). */
export function ResetPasswordScreen() {
  const { api, clock, navigation } = useServices();
  const t = useT();
  const token = readResetToken(navigation.search);
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [arePasswordsShown, setArePasswordsShown] = useState(false);
  const { isBusy: isResetting, isDone, message, setMessage, run, isStillMounted } = useSubmitAction();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isResetting || isDone) return;
    // docs/spec.md §5: the fields are cleared after every attempt, whatever its result.
    setNewPassword('');
    setConfirmation('');
    if (token === null) {
      setMessage({ tone: 'error', text: t('password.missingToken') });
      return;
    }
    const problem = passwordProblem(t, newPassword, confirmation);
    if (problem !== null) {
      setMessage({ tone: 'error', text: problem });
      return;
    }
    const isReset = await run(async () => {
      const reset = await api.resetPassword(token, newPassword);
      return reset.error
        ? { tone: 'error', text: humanErrorText(t, reset.error.message, t('password.resetFailed')) }
        : {
            done: {
              tone: 'success',
              text: reset.data ? serverSentenceText(t, reset.data) : t('password.resetSuccess'),
            },
          };
    });
    if (!isReset) return;
    await clock.sleep(redirectAfterResetMs);
    if (isStillMounted()) navigation.navigate(paths.home);
  }

  function clear() {
    setNewPassword('');
    setConfirmation('');
    setMessage(null);
  }

  // Without a token there is nothing to reset: say where the link comes from and offer a new one. (Once the
  // reset is done, its message stays while the app moves on.)
  if (token === null && !isDone) {
    return (
      <FormCard title={t('password.resetTitle')} explanation={t('password.noTokenHint')}>
        <p>{t('password.noTokenNext')}</p>
        <div className={formStyles.actions}>
          <Link to={paths.forgotPassword} className={buttonClassName('primary')}>
            {t('password.askNewLink')}
          </Link>
          <Link to={paths.home} className={buttonClassName('ghost')}>
            {t('password.backHome')}
          </Link>
        </div>
      </FormCard>
    );
  }

  return (
    <FormCard title={t('password.resetTitle')} explanation={t('password.resetExplanation')}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <NewPasswordFields
          newPassword={newPassword}
          confirmation={confirmation}
          onNewPasswordChange={setNewPassword}
          onConfirmationChange={setConfirmation}
          arePasswordsShown={arePasswordsShown}
          onArePasswordsShownChange={setArePasswordsShown}
        />
        <div className={formStyles.actions}>
          <Button type="submit" disabled={isResetting || isDone}>
            {isResetting ? t('password.resetting') : t('password.resetButton')}
          </Button>
          <Button variant="secondary" onClick={clear} disabled={isResetting || isDone}>
            {t('password.clear')}
          </Button>
          <Link to={paths.home} className={buttonClassName('ghost')}>
            {t('password.cancel')}
          </Link>
        </div>
        <FormMessage message={message} />
      </form>
    </FormCard>
  );
}
