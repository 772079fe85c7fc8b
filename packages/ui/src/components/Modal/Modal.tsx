import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import styles from './Modal.module.css';

export interface ModalProps {
  title: string;
  /** Escape, the × button and a click on the backdrop call this. */
  onClose: () => void;
  children: ReactNode;
  /** Hide the × button when the dialog has its own Close button. */
  hasCloseButton?: boolean;
  /** Where the dialog's text begins, when the title alone does not describe it. */
  describedBy?: string;
}

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves in on open and back to where it was on close, Tab stays inside, Escape closes.
 * Rendered in place (no portal) so a story's canvas holds it.
 */
export function Modal({ title, onClose, children, hasCloseButton = true, describedBy }: ModalProps) {
  const titleId = useId();
  const t = useT();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    // A form's first field, else the first control, else the dialog itself.
    const field = dialog?.querySelector<HTMLElement>('input:not([disabled]), select, textarea');
    const first = field ?? dialog?.querySelector<HTMLElement>(focusableSelector);
    (first ?? dialog)?.focus();
    // Escape closes even when focus has left the dialog (e.g. the focused control was removed).
    function onDocumentKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onCloseRef.current();
    }
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(focusableSelector));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className={styles.backdrop}>
      <button
        type="button"
        className={styles.backdropButton}
        tabIndex={-1}
        aria-hidden="true"
        onClick={() => onCloseRef.current()}
      />
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {hasCloseButton && (
            <button
              type="button"
              className={styles.close}
              onClick={() => onCloseRef.current()}
              aria-label={t('notices.close')}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
