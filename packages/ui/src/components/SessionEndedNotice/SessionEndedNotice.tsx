import { useState } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { AuthModal } from '../AuthModal/AuthModal.tsx';
import type { AuthMode } from '../AuthModal/useAuthForm.ts';
import styles from '../MonthEndedNotice/MonthEndedNotice.module.css';

/**
 * After the server answered 401 to the stored session (a password reset or "log out other devices" elsewhere),
 * the page says so instead of still looking signed in, and offers the login dialog in place.
 */
export function SessionEndedNotice() {
  const { hasEnded, isLoggedIn, dismissEnded } = useSession();
  const t = useT();
  const [authMode, setAuthMode] = useState<AuthMode | null>(null);
  if (!hasEnded || isLoggedIn) return null;
  return (
    <div className={styles.notice} role="status">
      <p className={styles.text}>{t('auth.sessionEnded')}</p>
      <button type="button" className={styles.renew} onClick={() => setAuthMode('login')}>
        {t('auth.logInAgain')}
      </button>
      <button
        type="button"
        className={styles.dismiss}
        onClick={dismissEnded}
        aria-label={t('auth.dismissSessionEnded')}
      >
        <span aria-hidden="true">×</span>
      </button>
      {authMode && <AuthModal mode={authMode} onModeChange={setAuthMode} onClose={() => setAuthMode(null)} />}
    </div>
  );
}
