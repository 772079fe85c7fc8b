import { type FocusEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { paths } from '../../app/paths.ts';
import { subjects } from '../../app/subjects.ts';
import { Link } from '../../components/Link/Link.tsx';
import { MonthEndedNotice } from '../../components/MonthEndedNotice/MonthEndedNotice.tsx';
import { SessionEndedNotice } from '../../components/SessionEndedNotice/SessionEndedNotice.tsx';
import { useT } from '../../i18n/I18nProvider.tsx';
import { subjectNavText } from '../../i18n/subjectText.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import styles from './Layout.module.css';
import { ThemeToggle } from './ThemeToggle.tsx';

export const contact = {
  email: 'support@termtap.in',
  businessType: 'Sole proprietorship',
  postalAddress: 'TermTap, AT Road, Jorhat, Assam 785001, India',
};

interface NavLink {
  to: string;
  label: string;
}

const subjectPaths = new Set<string>(subjects.map((subject) => subject.path));

/** How long a route change waits for the new screen's heading (a lazily loaded screen renders it late). */
const headingWaitMs = 10_000;

/**
 * After a route change: focus moves to the new screen's main heading (h1, made focusable with tabIndex=-1) and
 * the new document title is announced, unless the screen already put focus inside <main> itself.
 * Returns a cleanup that stops waiting.
 */
function focusMainHeading(main: HTMLElement, announce: (text: string) => void): () => void {
  const tryFocus = (): boolean => {
    const heading = main.querySelector('h1');
    if (!heading) return false;
    const active = document.activeElement;
    const screenHasFocus = active !== null && active !== main && main.contains(active);
    if (!screenHasFocus) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    announce(document.title || heading.textContent || '');
    return true;
  };
  if (tryFocus()) return () => {};
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(() => stop(), headingWaitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/**
 * The shared page frame: the top navigation (one row from 768 px: brand, a Subjects menu, Search, Plans, the
 * signed-in links, Login or Logout and the theme toggle; a Menu button on phones) and the footer.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { navigation } = useServices();
  const { isLoggedIn, logOut } = useSession();
  const t = useT();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isSubjectsOpen, setIsSubjectsOpen] = useState(false);
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const menuId = useId();
  const subjectsId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const subjectsButton = useRef<HTMLButtonElement>(null);
  const subjectsItem = useRef<HTMLLIElement>(null);
  const main = useRef<HTMLElement>(null);
  const previousPath = useRef<string | null>(null);
  const pathname = navigation.pathname;

  // A navigation closes the menus, then moves focus to the new screen's heading (not on the first load).
  useEffect(() => {
    setIsMenuOpen(false);
    setIsSubjectsOpen(false);
    const isFirstRender = previousPath.current === null;
    previousPath.current = pathname;
    if (isFirstRender || !main.current) return;
    return focusMainHeading(main.current, setAnnouncement);
  }, [pathname]);

  // Escape closes the open menu and returns focus to its button; a click outside closes the Subjects menu.
  useEffect(() => {
    if (!isMenuOpen && !isSubjectsOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      if (isSubjectsOpen) {
        setIsSubjectsOpen(false);
        subjectsButton.current?.focus();
      } else {
        setIsMenuOpen(false);
        menuButton.current?.focus();
      }
    }
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && subjectsItem.current?.contains(event.target)) return;
      setIsSubjectsOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isMenuOpen, isSubjectsOpen]);

  // Tabbing out of the Subjects menu closes it.
  function onSubjectsBlur(event: FocusEvent<HTMLLIElement>) {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setIsSubjectsOpen(false);
  }

  async function onLogOut() {
    setIsLoggingOut(true);
    await logOut();
    setIsLoggingOut(false);
  }

  const closeMenus = () => {
    setIsMenuOpen(false);
    setIsSubjectsOpen(false);
  };

  const navLink = ({ to, label }: NavLink) => (
    <li key={to}>
      <Link
        to={to}
        className={styles.link}
        aria-current={pathname === to ? 'page' : undefined}
        onClick={closeMenus}
      >
        {label}
      </Link>
    </li>
  );

  const isOnSubject = subjectPaths.has(pathname);

  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        {t('layout.skipToContent')}
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to={paths.home} className={styles.brand}>
            <span className={styles.logo} aria-hidden="true">
              T
            </span>
            TermTap
          </Link>
          <LanguageSwitch className={styles.languageSwitch} />
          <ThemeToggle className={styles.themeToggle} />
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            <span className={styles.menuIcon} aria-hidden="true" />
            <span className={styles.menuLabel}>{t('layout.menu')}</span>
          </button>
          <nav
            id={menuId}
            className={`${styles.nav} ${isMenuOpen ? styles.navOpen : ''}`}
            aria-label={t('layout.mainNavigation')}
          >
            <ul className={styles.links}>
              {navLink({ to: paths.home, label: t('layout.home') })}
              <li ref={subjectsItem} className={styles.subjects} onBlur={onSubjectsBlur}>
                <button
                  ref={subjectsButton}
                  type="button"
                  className={`${styles.subjectsButton} ${isOnSubject ? styles.current : ''}`}
                  aria-expanded={isSubjectsOpen}
                  aria-controls={subjectsId}
                  onClick={() => setIsSubjectsOpen((open) => !open)}
                >
                  {t('layout.subjects')}
                  <span className={styles.chevron} aria-hidden="true" />
                </button>
                <p className={styles.groupLabel} aria-hidden="true">
                  {t('layout.subjects')}
                </p>
                <ul
                  id={subjectsId}
                  className={`${styles.subjectList} ${isSubjectsOpen ? styles.subjectListOpen : ''}`}
                  aria-label={t('layout.subjects')}
                >
                  {subjects.map((subject) =>
                    navLink({ to: subject.path, label: subjectNavText(t, subject.slug) }),
                  )}
                </ul>
              </li>
              {navLink({ to: paths.search, label: t('layout.search') })}
              {navLink({ to: paths.plans, label: t('layout.plans') })}
              {isLoggedIn && navLink({ to: paths.myTerms, label: t('layout.myTerms') })}
              {isLoggedIn && navLink({ to: paths.review, label: t('layout.review') })}
              {isLoggedIn && navLink({ to: paths.account, label: t('layout.account') })}
            </ul>
            {isLoggedIn ? (
              <button
                type="button"
                className={styles.logout}
                onClick={() => void onLogOut()}
                disabled={isLoggingOut}
              >
                {t('layout.logout')}
              </button>
            ) : (
              <Link
                to={paths.login}
                className={styles.logout}
                aria-current={pathname === paths.login ? 'page' : undefined}
                onClick={closeMenus}
              >
                {t('layout.login')}
              </Link>
            )}
          </nav>
        </div>
      </header>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <main ref={main} id="main" className={styles.main} tabIndex={-1}>
        <SessionEndedNotice />
        <MonthEndedNotice />
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <nav aria-label={t('layout.legalNavigation')}>
            <ul className={styles.footerLinks}>
              <li>
                <Link to={paths.terms}>{t('layout.terms')}</Link>
              </li>
              <li>
                <Link to={paths.privacy}>{t('layout.privacy')}</Link>
              </li>
              <li>
                <Link to={paths.refund}>{t('layout.refund')}</Link>
              </li>
              <li>
                <Link to={paths.sources}>{t('layout.sources')}</Link>
              </li>
            </ul>
          </nav>
          <p className={styles.contact}>
            {t('layout.contact')} <a href={`mailto:${contact.email}`}>{contact.email}</a> ·{' '}
            {t('layout.businessType')} · {contact.postalAddress}
          </p>
          <p className={styles.copyright}>{t('layout.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </footer>
    </div>
  );
}
