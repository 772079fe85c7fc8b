import { useState } from 'react';
import { useSession } from '../../session/SessionProvider.tsx';
import { AuthModal } from '../AuthModal/AuthModal.tsx';
import type { AuthMode } from '../AuthModal/useAuthForm.ts';
import styles from '../MonthEndedNotice/MonthEndedNotice.module.css';

export const sessionEndedText = 'Your session has ended. Please log in again.';

/**
 * After the server answered 401 to the stored session (a password reset or "log out other devices" elsewhere),
 * the page says so instead of still looking signed in, and offers the login dialog in place.
 */
export function SessionEndedNotice() {
  const { hasEnded, isLoggedIn, dismissEnded } = useSession();
  const [authMode, setAuthMode] = useState<AuthMode | null>(null);
  if (!hasEnded || isLoggedIn) return null;
  return (
    <div className={styles.notice} role="status">
      <p className={styles.text}>{sessionEndedText}</p>
      <button type="button" className={styles.renew} onClick={() => setAuthMode('login')}>
        Log in again
      </button>
      <button
        type="button"
        className={styles.dismiss}
        onClick={dismissEnded}
        aria-label={`Dismiss: ${sessionEndedText}`}
      >
        <span aria-hidden="true">×</span>
      </button>
      {authMode && <AuthModal mode={authMode} onModeChange={setAuthMode} onClose={() => setAuthMode(null)} />}
    </div>
  );
}
