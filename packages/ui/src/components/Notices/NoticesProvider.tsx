import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import styles from './Notices.module.css';

export type NoticeTone = 'info' | 'success' | 'error';

export interface Notice {
  id: number;
  message: string;
  tone: NoticeTone;
}

export interface NoticesValue {
  notices: readonly Notice[];
  /** Shows the spec's alert texts in the page (DESIGN.md decision 5), not with window.alert. */
  notify(message: string, tone?: NoticeTone): void;
  dismiss(id: number): void;
}

const NoticesContext = createContext<NoticesValue | null>(null);

/**
 * Holds the notices and shows them in one region. It sits above the routes, so a notice raised just before a
 * client-side navigation (402 → /articles-plan) is still there on the next screen.
 */
export function NoticesProvider({
  children,
  initialNotices = [],
}: {
  children: ReactNode;
  initialNotices?: readonly Omit<Notice, 'id'>[];
}) {
  const nextId = useRef(initialNotices.length + 1);
  const [notices, setNotices] = useState<readonly Notice[]>(() =>
    initialNotices.map((notice, index) => ({ ...notice, id: index + 1 })),
  );

  const notify = useCallback((message: string, tone: NoticeTone = 'info') => {
    const id = nextId.current++;
    // The same text twice in a row shows once.
    setNotices((current) => [
      ...current.filter((notice) => notice.message !== message),
      { id, message, tone },
    ]);
  }, []);

  const dismiss = useCallback((id: number) => {
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }, []);

  const value = useMemo(() => ({ notices, notify, dismiss }), [notices, notify, dismiss]);

  return (
    <NoticesContext.Provider value={value}>
      {children}
      <NoticeList notices={notices} onDismiss={dismiss} />
    </NoticesContext.Provider>
  );
}

export function useNotices(): NoticesValue {
  const notices = useContext(NoticesContext);
  if (!notices) throw new Error('useNotices() needs a <NoticesProvider> above it.');
  return notices;
}

/** Errors are role="alert" (announced at once); info and success are role="status". */
export function NoticeList({
  notices,
  onDismiss,
}: {
  notices: readonly Notice[];
  onDismiss: (id: number) => void;
}) {
  if (notices.length === 0) return null;
  return (
    <section className={styles.region} aria-label="Notifications">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`${styles.notice} ${styles[notice.tone]}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          <p className={styles.message}>{notice.message}</p>
          <button
            type="button"
            className={styles.dismiss}
            onClick={() => onDismiss(notice.id)}
            aria-label={`Dismiss: ${notice.message}`}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
