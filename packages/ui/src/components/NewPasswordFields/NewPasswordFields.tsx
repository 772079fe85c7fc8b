import { useId } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { Button } from '../Button/Button.tsx';
import { FormField, formStyles } from '../FormCard/FormCard.tsx';

export interface NewPasswordFieldsProps {
  newPassword: string;
  confirmation: string;
  onNewPasswordChange(value: string): void;
  onConfirmationChange(value: string): void;
  /** Held by the form, as the Show toggle may also reveal its other password fields. */
  arePasswordsShown: boolean;
  onArePasswordsShownChange(shown: boolean): void;
  /** Ids of the form's other password inputs (e.g. the current password) that the Show toggle also reveals. */
  otherPasswordIds?: readonly string[];
}

/**
 * "New password" and "Confirm new password" with the length hint and the Show/Hide toggle, as the reset and
 * change-password forms ask for them (docs/spec.md §5). The form checks them (passwordProblem) and clears
 * them.
 */
export function NewPasswordFields({
  newPassword,
  confirmation,
  onNewPasswordChange,
  onConfirmationChange,
  arePasswordsShown,
  onArePasswordsShownChange,
  otherPasswordIds = [],
}: NewPasswordFieldsProps) {
  const t = useT();
  const newPasswordId = useId();
  const confirmationId = useId();
  const hintId = useId();
  const inputType = arePasswordsShown ? 'text' : 'password';
  return (
    <>
      <FormField
        id={newPasswordId}
        label={t('password.newPassword')}
        type={inputType}
        name="new-password"
        autoComplete="new-password"
        value={newPassword}
        onValueChange={onNewPasswordChange}
        aria-describedby={hintId}
      />
      <FormField
        id={confirmationId}
        label={t('password.confirmNewPassword')}
        type={inputType}
        name="confirm-password"
        autoComplete="new-password"
        value={confirmation}
        onValueChange={onConfirmationChange}
        aria-describedby={hintId}
      />
      <div className={formStyles.hintRow}>
        <p id={hintId} className={formStyles.hint}>
          {t('password.lengthHint')}
        </p>
        <Button
          variant="ghost"
          size="sm"
          aria-controls={[...otherPasswordIds, newPasswordId, confirmationId].join(' ')}
          aria-label={arePasswordsShown ? t('password.hidePasswords') : t('password.showPasswords')}
          onClick={() => onArePasswordsShownChange(!arePasswordsShown)}
        >
          {arePasswordsShown ? t('password.hide') : t('password.show')}
        </Button>
      </div>
    </>
  );
}
