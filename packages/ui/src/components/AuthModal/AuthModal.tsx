import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { paths } from '../../app/paths.ts';
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

const titles: Record<AuthMode, string> = { login: 'Login', signup: 'Start your free trial' };

/** The login and signup modal (docs/spec.md §2 Home, §8). */
export function AuthModal({ mode, onModeChange, onClose }: AuthModalProps) {
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
    <Modal title={titles[mode]} onClose={onClose} describedBy={introId}>
      <p id={introId} className={styles.intro}>
        {mode === 'login'
          ? 'Welcome back. Log in to keep describing terms.'
          : 'Sign up and get 16 free describes, shared across all subjects.'}
      </p>
      <form className={styles.form} onSubmit={onSubmit}>
        <div className={styles.field}>
          <label htmlFor={emailId} className={styles.label}>
            Email
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
            Email must be valid
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor={passwordId} className={styles.label}>
            Password
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
            Password must be more than 5 characters
          </p>
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <Button type="submit" size="lg" disabled={isSubmitting} className={styles.submit}>
          {mode === 'login'
            ? isSubmitting
              ? 'Logging in…'
              : 'Login'
            : isSubmitting
              ? 'Signing up…'
              : 'Sign up'}
        </Button>
      </form>
      <div className={styles.footer}>
        {mode === 'login' ? (
          <>
            <Link to={paths.forgotPassword} className={styles.forgot}>
              Forgot password?
            </Link>
            <p className={styles.switch}>
              New here?{' '}
              <button type="button" className={styles.switchButton} onClick={() => switchTo('signup')}>
                Create an account
              </button>
            </p>
          </>
        ) : (
          <p className={styles.switch}>
            Already have an account?{' '}
            <button type="button" className={styles.switchButton} onClick={() => switchTo('login')}>
              Log in instead
            </button>
          </p>
        )}
      </div>
    </Modal>
  );
}
