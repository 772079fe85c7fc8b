import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { Link } from '../Link/Link.tsx';
import styles from './Notices.module.css';

export type NoticeTone = 'info' | 'success' | 'error';

/** What a notice may add under its message: a sentence more, and a link to where the student can see more. */
export interface NoticeExtras {
  detail?: string;
  link?: { label: string; to: string };
}

export interface Notice extends NoticeExtras {
  id: number;
  message: string;
  tone: NoticeTone;
}

export interface NoticesValue {
  notices: readonly Notice[];
  /** Shows the spec's alert texts in the page (docs/design.md decision 5), not with window.alert. */
  notify(message: string, tone?: NoticeTone, extras?: NoticeExtras): void;
  dismiss(id: number): void;
}

const NoticesContext = createContext<NoticesValue | null>(null);

/** Success and info notices go by themselves after this long; errors stay until dismissed. */
export const noticeAutoDismissMs = 6000;

/**
 * Holds the notices and shows them in one region. It sits above the routes, so a notice raised just before a
 * client-side navigation (402 → /articles-plan) is still there on the next screen.
 */
export function NoticesProvider({
  children,
  initialNotices = [],
  autoDismissMs = noticeAutoDismissMs,
}: {
  children: ReactNode;
  initialNotices?: readonly Omit<Notice, 'id'>[];
  /** How long a success or info notice stays (stories shorten it). */
  autoDismissMs?: number;
}) {
  const nextId = useRef(initialNotices.length + 1);
  const [notices, setNotices] = useState<readonly Notice[]>(() =>
    initialNotices.map((notice, index) => ({ ...notice, id: index + 1 })),
  );

  const notify = useCallback((message: string, tone: NoticeTone = 'info', extras: NoticeExtras = {}) => {
    const id = nextId.current++;
    // The same text twice in a row shows once.
    setNotices((current) => [
      ...current.filter((notice) => notice.message !== message),
      { id, message, tone, ...extras },
    ]);
  }, []);

  const dismiss = useCallback((id: number) => {
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }, []);

  const value = useMemo(() => ({ notices, notify, dismiss }), [notices, notify, dismiss]);

  return (
    <NoticesContext.Provider value={value}>
      {children}
      <NoticeList notices={notices} onDismiss={dismiss} autoDismissMs={autoDismissMs} />
    </NoticesContext.Provider>
  );
}

export function useNotices(): NoticesValue {
  const notices = useContext(NoticesContext);
  if (!notices) throw new Error('useNotices() needs a <NoticesProvider> above it.');
  return notices;
}

/**
 * Errors are role="alert" (announced at once) and stay until dismissed, as does a notice with a link (time to
 * follow it); info and success are role="status" and go after `autoDismissMs`, paused while the pointer or the focus is on them. Every notice has a dismiss
 * button. The region is fixed at the bottom: while it shows, the page gets that much room below its end, so
 * nothing (a list's last row on a phone) stays hidden under it.
 */
export function NoticeList({
  notices,
  onDismiss,
  autoDismissMs = noticeAutoDismissMs,
}: {
  notices: readonly Notice[];
  onDismiss: (id: number) => void;
  autoDismissMs?: number;
}) {
  const region = useRef<HTMLElement>(null);
  const t = useT();
  const [isPaused, setIsPaused] = useState(false);
  const hasNotices = notices.length > 0;
  useEffect(() => {
    const element = region.current;
    if (!hasNotices || !element) return;
    const body = document.body;
    const reserve = () => {
      body.style.paddingBottom = `${element.offsetHeight + 16}px`;
    };
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = '';
    };
  }, [hasNotices]);
  if (!hasNotices) return null;
  return (
    <section
      ref={region}
      className={styles.region}
      aria-label={t('notices.region')}
      onPointerEnter={() => setIsPaused(true)}
      onPointerLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsPaused(false);
      }}
    >
      {notices.map((notice) => (
        <NoticeItem
          key={notice.id}
          notice={notice}
          onDismiss={onDismiss}
          autoDismissMs={notice.tone === 'error' || notice.link || isPaused ? null : autoDismissMs}
        />
      ))}
    </section>
  );
}

function NoticeItem({
  notice,
  onDismiss,
  autoDismissMs,
}: {
  notice: Notice;
  onDismiss: (id: number) => void;
  /** null: stays until dismissed. */
  autoDismissMs: number | null;
}) {
  const t = useT();
  useEffect(() => {
    if (autoDismissMs === null) return;
    const timer = setTimeout(() => onDismiss(notice.id), autoDismissMs);
    return () => clearTimeout(timer);
  }, [autoDismissMs, notice.id, onDismiss]);
  return (
    <div
      className={`${styles.notice} ${styles[notice.tone]}`}
      role={notice.tone === 'error' ? 'alert' : 'status'}
    >
      <div className={styles.body}>
        <p className={styles.message}>{notice.message}</p>
        {notice.detail || notice.link ? (
          <p className={styles.detail}>
            {notice.detail}
            {notice.detail && notice.link ? ' ' : null}
            {notice.link ? <Link to={notice.link.to}>{notice.link.label}</Link> : null}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        className={styles.dismiss}
        onClick={() => onDismiss(notice.id)}
        aria-label={t('notices.dismiss', { message: notice.message })}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
