import { useServices } from '../../app/AppServicesProvider.tsx';
import { useSubmitAction } from '../../app/useSubmitAction.ts';
import { Button } from '../../components/Button/Button.tsx';
import { FormMessage, formStyles } from '../../components/FormCard/FormCard.tsx';
import { accountTexts } from './account.ts';

export function loggedOutText(revoked: number): string {
  if (revoked === 0) return 'No other device was logged in.';
  return `Logged out of ${revoked} other ${revoked === 1 ? 'device' : 'devices'}. This one stays logged in.`;
}

/** "Log out of other devices": every other session of this account ends; this one stays. */
export function OtherDevices() {
  const { api } = useServices();
  const { isBusy: isWorking, message, run } = useSubmitAction();

  function logOutOthers() {
    return run(async () => {
      const result = await api.logoutOtherSessions();
      return result.data !== undefined
        ? { tone: 'success', text: loggedOutText(result.data) }
        : { tone: 'error', text: accountTexts.logoutOthersFailed };
    });
  }

  return (
    <div className={formStyles.form}>
      <div className={formStyles.actions}>
        <Button variant="secondary" onClick={() => void logOutOthers()} disabled={isWorking}>
          {isWorking ? 'Logging out...' : 'Log out of other devices'}
        </Button>
      </div>
      <FormMessage message={message} />
    </div>
  );
}
