// Wraps every story in the app's providers with fakes (see packages/ui/README.md, "How to add a screen").

import type { ArgTypes, Decorator, Loader } from '@storybook/react-vite';
import { createApiClient, type SessionUser } from '@termtap/api-client';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { NoticesProvider } from '../../components/Notices/NoticesProvider.tsx';
import { changeStoryUsers, type StorySessionName, storySessions } from '../../mocks/fixtures.ts';
import { mockApiBaseUrl } from '../../mocks/http.ts';
import { resetMeMockState } from '../../mocks/me.ts';
import { resetPagesMockState } from '../../mocks/pages.ts';
import { resetReviewMockState } from '../../mocks/review.ts';
import { SessionProvider } from '../../session/SessionProvider.tsx';
import { readStoredToken, writeStoredToken, writeStoredUser } from '../../session/storedSession.ts';
import { AppServicesProvider } from '../AppServicesProvider.tsx';
import type { AppServices } from '../ports.ts';
import {
  type FakeGatewayBehaviour,
  FakeNavigation,
  FakePaymentGateway,
  InstantClock,
  MemoryStorage,
} from './fakes.ts';

export interface AppStoryParameters {
  /** Who is signed in (token + stored user); null or omitted: a visitor. GET /auth/me answers by token. */
  session?: StorySessionName | null;
  /** Raw storage entries, applied after `session` (e.g. invalid JSON under authuser). */
  storage?: Record<string, string>;
  /** The current location, with its query, e.g. '/reset-password?token=abc'. Default '/'. */
  path?: string;
  /** What the payment SDK does. Default: returns payment details. */
  paymentGateway?: FakeGatewayBehaviour;
}

declare module 'storybook/internal/csf' {
  interface Parameters {
    app?: AppStoryParameters;
  }
}

/** The fakes behind one story render; a play function gets them with `storyFakes(context)`. */
export class StoryFakes {
  readonly storage: MemoryStorage;
  readonly navigation: FakeNavigation;
  readonly clock = new InstantClock();
  readonly paymentGateway: FakePaymentGateway;
  readonly api: AppServices['api'];

  constructor(parameters: AppStoryParameters = {}) {
    this.storage = new MemoryStorage();
    if (parameters.session) {
      const { token, user } = storySessions[parameters.session];
      writeStoredToken(this.storage, token);
      writeStoredUser(this.storage, user);
    }
    for (const [key, value] of Object.entries(parameters.storage ?? {})) this.storage.setItem(key, value);
    this.navigation = new FakeNavigation(parameters.path ?? '/');
    this.paymentGateway = new FakePaymentGateway(parameters.paymentGateway);
    this.api = createApiClient({ baseUrl: mockApiBaseUrl, getToken: () => readStoredToken(this.storage) });
  }

  services(): AppServices {
    return {
      api: this.api,
      storage: this.storage,
      navigation: this.navigation,
      clock: this.clock,
      paymentGateway: this.paymentGateway,
    };
  }
}

/** Creates fresh fakes (and a fresh mock server state) per story from `parameters.app`; runs after mswLoader. */
export const appFakesLoader: Loader = (context) => {
  resetPagesMockState();
  resetMeMockState();
  changeStoryUsers(null);
  resetReviewMockState();
  return { appFakes: new StoryFakes(context.parameters.app) };
};

/** The fakes of the story being played: `const { navigation } = storyFakes(context)`. */
export function storyFakes(context: { loaded: Record<string, unknown> }): StoryFakes {
  const fakes = context.loaded.appFakes;
  if (!(fakes instanceof StoryFakes))
    throw new Error('No StoryFakes: is appFakesLoader in the preview loaders?');
  return fakes;
}

/** All providers over fakes; re-renders when the fake navigation moves. */
export function AppProviders({ fakes, children }: { fakes: StoryFakes; children: ReactNode }) {
  const [location, setLocation] = useState(0);
  useEffect(() => fakes.navigation.subscribe(() => setLocation((count) => count + 1)), [fakes]);
  // A new services object per location, as the host app does, so readers of navigation.pathname re-render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `location` is the re-render trigger.
  const services = useMemo(() => fakes.services(), [fakes, location]);
  return (
    <AppServicesProvider services={services}>
      <NoticesProvider>
        <SessionProvider>{children}</SessionProvider>
      </NoticesProvider>
    </AppServicesProvider>
  );
}

/** What a designer varies about the signed-in student in Controls (screens that take sessionControls). */
export interface SessionControls {
  /** Free describes left (0–16); unset: the story's own student. */
  remainingDescribes?: number;
  /** A month of unlimited describes running, or none; unset: the story's own student. */
  subscription?: 'unpaid' | 'paid';
}

/** Spread into a screen's meta: `argTypes: { ...sessionControls }` (the story's session must be signed in). */
export const sessionControls = {
  remainingDescribes: {
    control: { type: 'range', min: 0, max: 16, step: 1 },
    description: 'Free describes the signed-in student has left',
    table: { category: 'Student' },
  },
  subscription: {
    control: 'inline-radio',
    options: ['unpaid', 'paid'],
    description: 'Whether a paid month is running',
    table: { category: 'Student' },
  },
} satisfies Partial<ArgTypes<SessionControls>>;

const PAID_MONTH_END = '2026-12-21T10:15:00.000Z';

function userChanges({ remainingDescribes, subscription }: SessionControls): Partial<SessionUser> | null {
  const changes: Partial<SessionUser> = {};
  if (typeof remainingDescribes === 'number') changes.remainingClicks = remainingDescribes;
  if (subscription === 'paid') Object.assign(changes, { paymentStatus: 'paid', paidUntil: PAID_MONTH_END });
  if (subscription === 'unpaid') Object.assign(changes, { paymentStatus: 'unpaid', paidUntil: null });
  return Object.keys(changes).length > 0 ? changes : null;
}

/**
 * The story's fakes, with the Controls' changes to the student applied to the stored session and to the mock
 * server's answers; a change remounts the providers, as a fresh page load would.
 */
export const withAppProviders: Decorator = (Story, context) => {
  const fakes = storyFakes(context);
  const changes = userChanges(context.args);
  const session = context.parameters.app?.session;
  if (changes && session) {
    changeStoryUsers(changes);
    resetPagesMockState();
    writeStoredUser(fakes.storage, { ...storySessions[session].user, ...changes });
  }
  return (
    <AppProviders key={JSON.stringify(changes)} fakes={fakes}>
      <Story />
    </AppProviders>
  );
};
