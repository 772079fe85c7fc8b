import { type ReactNode, useEffect, useId, useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { paths } from '../../app/paths.ts';
import { subjects } from '../../app/subjects.ts';
import { Link } from '../../components/Link/Link.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import styles from './Layout.module.css';

export const contact = {
  email: 'support@termtap.in',
  businessType: 'Sole proprietorship',
  postalAddress: 'TermTap, AT Road, Jorhat, Assam 785001, India',
};

const navLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.search, label: 'Search' },
  ...subjects.map((subject) => ({ to: subject.path, label: subject.navLabel })),
  { to: paths.plans, label: 'Plans' },
];

const myTermsLink = { to: paths.myTerms, label: 'My terms' };

/** The shared page frame: fixed top navigation (a menu button on small screens) and the footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { navigation } = useServices();
  const { isLoggedIn, logOut } = useSession();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const menuId = useId();
  const pathname = navigation.pathname;

  // A navigation closes the small-screen menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes.
  useEffect(() => setIsMenuOpen(false), [pathname]);

  async function onLogOut() {
    setIsLoggingOut(true);
    await logOut();
    setIsLoggingOut(false);
  }

  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link to={paths.home} className={styles.brand}>
            <span className={styles.logo} aria-hidden="true">
              T
            </span>
            TermTap
          </Link>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            onClick={() => setIsMenuOpen((open) => !open)}
          >
            <span className={styles.menuIcon} aria-hidden="true" />
            Menu
          </button>
          <nav id={menuId} className={`${styles.nav} ${isMenuOpen ? styles.navOpen : ''}`} aria-label="Main">
            <ul className={styles.links}>
              {(isLoggedIn ? [...navLinks.slice(0, 2), myTermsLink, ...navLinks.slice(2)] : navLinks).map(
                (link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className={styles.link}
                      aria-current={pathname === link.to ? 'page' : undefined}
                      onClick={() => setIsMenuOpen(false)}
                    >
                      {link.label}
                    </Link>
                  </li>
                ),
              )}
            </ul>
            {isLoggedIn && (
              <button
                type="button"
                className={styles.logout}
                onClick={() => void onLogOut()}
                disabled={isLoggingOut}
              >
                Logout
              </button>
            )}
          </nav>
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <nav aria-label="Legal">
            <ul className={styles.footerLinks}>
              <li>
                <Link to={paths.terms}>Terms and Conditions</Link>
              </li>
              <li>
                <Link to={paths.privacy}>Privacy Policy</Link>
              </li>
              <li>
                <Link to={paths.refund}>Cancellation and Refund</Link>
              </li>
              <li>
                <Link to={paths.sources}>Content sources</Link>
              </li>
            </ul>
          </nav>
          <p className={styles.contact}>
            Contact: <a href={`mailto:${contact.email}`}>{contact.email}</a> · {contact.businessType} ·{' '}
            {contact.postalAddress}
          </p>
          <p className={styles.copyright}>© {new Date().getFullYear()} TermTap. All rights reserved.</p>
        </div>
      </footer>
    </div>
  );
}
