import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { paths } from '../../app/paths.ts';
import type { MessageId } from '../../i18n/generated/en.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { Modal } from '../Modal/Modal.tsx';
import styles from './AuthModal.module.css';
import { type AuthMode, useAuthForm } from './useAuthForm.ts';

export interface AuthModalProps {
  mode: AuthMode;
  /** Switches between login and signup without closing. */
  onModeChange: (mode: AuthMode) => void;
  onClose: () => void;
}

const titles: Record<AuthMode, MessageId> = { login: 'auth.loginTitle', signup: 'auth.signupTitle' };

/** The login and signup modal (docs/spec.md §2 Home, §8). */
export function AuthModal({ mode, onModeChange, onClose }: AuthModalProps) {
  const t = useT();
  const { submit, error, isSubmitting, clearError } = useAuthForm(mode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const emailId = useId();
  const passwordId = useId();
  const introId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const shownMode = useRef(mode);

  // Switching between login and signup removes the switch button: put focus on the e-mail field.
  useEffect(() => {
    if (shownMode.current === mode) return;
    shownMode.current = mode;
    emailRef.current?.focus();
  }, [mode]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(email, password);
  }

  function switchTo(next: AuthMode) {
    clearError();
    onModeChange(next);
  }

  return (
    <Modal title={t(titles[mode])} onClose={onClose} describedBy={introId}>
      <p id={introId} className={styles.intro}>
        {mode === 'login' ? t('auth.loginIntro') : t('auth.signupIntro')}
      </p>
      <form className={styles.form} onSubmit={onSubmit}>
        <div className={styles.field}>
          <label htmlFor={emailId} className={styles.label}>
            {t('auth.email')}
          </label>
          <input
            id={emailId}
            ref={emailRef}
            className={styles.input}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby={`${emailId}-hint`}
          />
          <p id={`${emailId}-hint`} className={styles.hint}>
            {t('auth.emailHint')}
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor={passwordId} className={styles.label}>
            {t('auth.password')}
          </label>
          <input
            id={passwordId}
            className={styles.input}
            type="password"
            name="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby={`${passwordId}-hint`}
          />
          <p id={`${passwordId}-hint`} className={styles.hint}>
            {t('auth.passwordHint')}
          </p>
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <Button type="submit" size="lg" disabled={isSubmitting} className={styles.submit}>
          {mode === 'login'
            ? t(isSubmitting ? 'auth.loggingIn' : 'auth.login')
            : t(isSubmitting ? 'auth.signingUp' : 'auth.signUp')}
        </Button>
      </form>
      <div className={styles.footer}>
        {mode === 'login' ? (
          <>
            <Link to={paths.forgotPassword} className={styles.forgot}>
              {t('auth.forgotPassword')}
            </Link>
            <p className={styles.switch}>
              {t('auth.newHere')}{' '}
              <button type="button" className={styles.switchButton} onClick={() => switchTo('signup')}>
                {t('auth.createAccount')}
              </button>
            </p>
          </>
        ) : (
          <p className={styles.switch}>
            {t('auth.haveAccount')}{' '}
            <button type="button" className={styles.switchButton} onClick={() => switchTo('login')}>
              {t('auth.logInInstead')}
            </button>
          </p>
        )}
      </div>
    </Modal>
  );
}
