// The interface's texts in the student's language (decision 0023). Messages are Lingui's compiled catalogues
// (`npm run i18n`); English is bundled with the app, Hindi is fetched when it is first chosen.
import { type I18n, type MessageDescriptor, setupI18n } from '@lingui/core';
import { I18nProvider as LinguiProvider } from '@lingui/react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { messages as englishMessages, type MessageId } from './generated/en.ts';
import { isLanguage, type Language } from './language.ts';

type Messages = Record<string, unknown>;

const loaded: Partial<Record<Language, Messages>> = { en: englishMessages };
const loading: Partial<Record<Language, Promise<Messages>>> = {};

/**
 * Makes `language`'s messages available (Hindi's chunk is fetched once). The host awaits it before its first
 * render when the page is in Hindi, so that render has every Hindi text.
 */
export function loadLanguage(language: Language): Promise<void> {
  if (loaded[language]) return Promise.resolve();
  loading[language] ??= import('./generated/hi.ts').then(({ messages }) => (loaded[language] = messages));
  return loading[language].then(() => undefined);
}

/** Whether `language`'s messages are here already (a render can use them without waiting). */
export const isLanguageLoaded = (language: Language): boolean => loaded[language] !== undefined;

function makeI18n(language: Language): I18n {
  const i18n = setupI18n();
  for (const [code, messages] of Object.entries(loaded)) i18n.load(code, messages as never);
  i18n.activate(isLanguageLoaded(language) ? language : 'en');
  return i18n;
}

/** Values a message's placeholders take ({count}, {date}, …). */
export type MessageValues = Record<string, string | number>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

interface LanguageContextValue {
  language: Language;
  /** Switches the interface (after loading the language's messages) and calls the provider's `onChange`. */
  setLanguage(language: Language): Promise<void>;
  t: Translate;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

const english = makeI18n('en');

/**
 * The one English Lingui instance for texts read with no provider (`useT()`, `<Trans>`): a component rendered on
 * its own (a unit test, a host that has not wrapped the app in <LanguageProvider>) still reads its English texts.
 */
export const englishI18n = (): I18n => english;

const englishOnly: LanguageContextValue = {
  language: 'en',
  setLanguage: async () => {},
  t: (id, values) => english._(id, values),
};

/** English texts outside React (a helper called by a screen that has not moved to `useT()` yet). */
export const translateEnglish: Translate = (id, values) => englishOnly.t(id, values);

export interface LanguageProviderProps {
  /** The first render's language: the prerendered page's (its `<html lang>`), else the stored choice. */
  initialLanguage?: Language;
  /** Called after each switch the student makes (the host remembers it: storage, cookie, account). */
  onChange?(language: Language): void;
  /**
   * Settles once the first screen has committed (a prerendered page: once it has hydrated). A switch made
   * before then waits for it: switching mid-hydration would hydrate the screen's HTML in one language with
   * texts of the other, a mismatch React reports as an error and mends by rendering the screen again.
   */
  firstScreen?: Promise<void>;
  children: ReactNode;
}

export function LanguageProvider({
  initialLanguage = 'en',
  onChange,
  firstScreen,
  children,
}: LanguageProviderProps) {
  const [language, setShown] = useState<Language>(() =>
    isLanguageLoaded(initialLanguage) ? initialLanguage : 'en',
  );
  const i18n = useMemo(() => makeI18n(language), [language]);

  // A first language whose messages were not loaded yet (a story, a host that did not wait) follows once
  // loaded; so does a new `initialLanguage` (Storybook's toolbar). A switch the student made stays.
  useEffect(() => {
    if (!isLanguage(initialLanguage)) return;
    let isCurrent = true;
    void loadLanguage(initialLanguage).then(() => {
      if (isCurrent) setShown(initialLanguage);
    });
    return () => {
      isCurrent = false;
    };
  }, [initialLanguage]);

  useEffect(() => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback(
    async (next: Language) => {
      await Promise.all([loadLanguage(next), firstScreen]);
      setShown(next);
      onChange?.(next);
    },
    [onChange, firstScreen],
  );

  const value = useMemo<LanguageContextValue>(
    () => ({ language, setLanguage, t: (id, values) => i18n._(id, values) }),
    [language, setLanguage, i18n],
  );
  return (
    <LanguageContext.Provider value={value}>
      <LinguiProvider i18n={i18n}>{children}</LinguiProvider>
    </LanguageContext.Provider>
  );
}

/**
 * `language`'s texts outside React (a host's build: document titles and descriptions of prerendered pages). Its
 * messages must be loaded (`loadLanguage`), else English.
 */
export function translator(language: Language): Translate {
  const i18n = makeI18n(language);
  return (id, values) => i18n._(id, values);
}

/** The language shown and the switch. */
export function useLanguage(): Pick<LanguageContextValue, 'language' | 'setLanguage'> {
  return useContext(LanguageContext) ?? englishOnly;
}

/** `t('nav.home')` → "Home" or "होम"; `t('subject.count', { count })` fills placeholders. */
export function useT(): Translate {
  return (useContext(LanguageContext) ?? englishOnly).t;
}

export type { MessageDescriptor, MessageId };
