import { useServices } from '../../app/AppServicesProvider.tsx';
import { formatCount } from '../../app/counts.ts';
import { useSubmitAction } from '../../app/useSubmitAction.ts';
import { Button } from '../../components/Button/Button.tsx';
import { FormMessage, formStyles } from '../../components/FormCard/FormCard.tsx';
import { type Translate, useT } from '../../i18n/I18nProvider.tsx';

export function loggedOutText(t: Translate, revoked: number): string {
  if (revoked === 0) return t('account.noOtherDevice');
  return t('account.loggedOutOthers', { count: revoked, countText: formatCount(revoked) });
}

/** "Log out of other devices": every other session of this account ends; this one stays. */
export function OtherDevices() {
  const { api } = useServices();
  const t = useT();
  const { isBusy: isWorking, message, run } = useSubmitAction();

  function logOutOthers() {
    return run(async () => {
      const result = await api.logoutOtherSessions();
      return result.data !== undefined
        ? { tone: 'success', text: loggedOutText(t, result.data) }
        : { tone: 'error', text: t('account.logoutOthersFailed') };
    });
  }

  return (
    <div className={formStyles.form}>
      <div className={formStyles.actions}>
        <Button variant="secondary" onClick={() => void logOutOthers()} disabled={isWorking}>
          {isWorking ? t('account.loggingOut') : t('account.logOutOthers')}
        </Button>
      </div>
      <FormMessage message={message} />
    </div>
  );
}
