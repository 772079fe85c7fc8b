import type { Session, SessionUser } from '@termtap/api-client';
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
import { useServices } from '../app/AppServicesProvider.tsx';
import { paths } from '../app/paths.ts';
import { hasAccess, isPaid } from './access.ts';
import { readStoredToken, readStoredUser, writeStoredToken, writeStoredUser } from './storedSession.ts';

export type UserUpdate = SessionUser | null | ((current: SessionUser | null) => SessionUser | null);

export interface SessionValue {
  user: SessionUser | null;
  token: string | null;
  /** True while the stored session is being checked against GET /auth/me at start. */
  isLoading: boolean;
  isLoggedIn: boolean;
  /** Paid, or free describes left (docs/spec.md §4). */
  hasAccess: boolean;
  isPaid: boolean;
  /** Replaces the user (or maps it); written through to storage at once. */
  setUser(update: UserUpdate): void;
  /** Saves a login/signup answer; fetches GET /auth/me when the answer had no user. Does not navigate. */
  signIn(session: Session): Promise<void>;
  /** Revokes the token on the server (best effort), clears storage and state, goes to / replacing history. */
  logOut(): Promise<void>;
  /** Re-reads the user from GET /auth/me; failures are ignored (docs/spec.md §8), a 401 ends the session. */
  refresh(): Promise<void>;
  /** True once the server said the stored session is over (a 401), until the student logs in or dismisses it. */
  hasEnded: boolean;
  dismissEnded(): void;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const { api, storage, navigation } = useServices();
  const [user, setUserState] = useState<SessionUser | null>(() => readStoredUser(storage));
  const [token, setToken] = useState<string | null>(() => readStoredToken(storage));
  const [isLoading, setIsLoading] = useState<boolean>(() => readStoredToken(storage) !== null);
  const [hasEnded, setHasEnded] = useState(false);
  const userRef = useRef(user);

  const setUser = useCallback(
    (update: UserUpdate) => {
      const next = typeof update === 'function' ? update(userRef.current) : update;
      userRef.current = next;
      writeStoredUser(storage, next);
      setUserState(next);
    },
    [storage],
  );

  // The server answered 401 to the current token: signs out here only (the server already has), clearing every
  // key, and raises the "session has ended" notice. An answer for a token since replaced is ignored.
  const endSession = useCallback(
    (tokenAsked: string) => {
      if (readStoredToken(storage) !== tokenAsked) return;
      writeStoredToken(storage, null);
      setToken(null);
      setUser(null);
      setHasEnded(true);
    },
    [storage, setUser],
  );

  // Whichever call the server answers 401 with this device's token (My terms, review, a payment…), the session
  // is over here too, with the notice that says why.
  useEffect(() => api.onSessionRejected(endSession), [api, endSession]);

  // An answer for a token that has since been replaced or removed (logout, new login) is dropped. A 401 is the
  // server's word that the session is over (revoked elsewhere, password reset): the listener above has ended it.
  // Any other failure, offline included, is ignored as docs/spec.md §8 says, and the stored state stands.
  const fetchCurrentUser = useCallback(async (): Promise<SessionUser | null> => {
    const tokenAsked = readStoredToken(storage);
    if (tokenAsked === null) return null;
    const result = await api.getCurrentUser();
    return result.data && readStoredToken(storage) === tokenAsked ? result.data : null;
  }, [api, storage]);

  const refresh = useCallback(async () => {
    const current = await fetchCurrentUser();
    if (current) setUser(current);
  }, [fetchCurrentUser, setUser]);

  // At start: with a token, the stored user is replaced by GET /auth/me; without one, loading ends at once.
  useEffect(() => {
    if (readStoredToken(storage) === null) {
      setIsLoading(false);
      return;
    }
    let isCurrent = true;
    void fetchCurrentUser().then((current) => {
      if (!isCurrent) return;
      if (current) setUser(current);
      setIsLoading(false);
    });
    return () => {
      isCurrent = false;
    };
  }, [storage, fetchCurrentUser, setUser]);

  // docs/spec.md §4: the user is fetched again when the shared state lacks remainingClicks (once per token).
  const refreshedForToken = useRef<string | null>(null);
  useEffect(() => {
    if (isLoading || token === null || user === null || user.remainingClicks !== null) return;
    if (refreshedForToken.current === token) return;
    refreshedForToken.current = token;
    void refresh();
  }, [isLoading, token, user, refresh]);

  const signIn = useCallback(
    async (session: Session) => {
      writeStoredToken(storage, session.token);
      setToken(session.token);
      setHasEnded(false);
      if (session.user) {
        setUser(session.user);
        return;
      }
      const current = await fetchCurrentUser();
      if (current) setUser(current);
    },
    [storage, fetchCurrentUser, setUser],
  );

  const logOut = useCallback(async () => {
    if (readStoredToken(storage) !== null) await api.logOut();
    writeStoredToken(storage, null);
    setToken(null);
    setUser(null);
    navigation.navigate(paths.home, { replace: true });
  }, [api, storage, navigation, setUser]);

  const dismissEnded = useCallback(() => setHasEnded(false), []);

  const value = useMemo<SessionValue>(
    () => ({
      user,
      token,
      isLoading,
      isLoggedIn: token !== null,
      hasAccess: hasAccess(user),
      isPaid: isPaid(user),
      setUser,
      signIn,
      logOut,
      refresh,
      hasEnded,
      dismissEnded,
    }),
    [user, token, isLoading, setUser, signIn, logOut, refresh, hasEnded, dismissEnded],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it.');
  return session;
}
