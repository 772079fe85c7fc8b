// Lingui's <Trans> (a text with a link or emphasis inside), checked against the catalogue's ids, and reading
// English with no provider, as `useT()` does: a component rendered on its own (a unit test, a host that has not
// wrapped the app in <LanguageProvider>) would otherwise throw "rendered without I18nProvider".
import { type I18n, setupI18n } from '@lingui/core';
import {
  LinguiContext,
  I18nProvider as LinguiProvider,
  Trans as LinguiTrans,
  type TransProps,
} from '@lingui/react';
import { useContext } from 'react';
import { messages as englishMessages, type MessageId } from './generated/en.ts';

let english: I18n | undefined;
function englishI18n(): I18n {
  if (!english) {
    english = setupI18n();
    english.load('en', englishMessages as never);
    english.activate('en');
  }
  return english;
}

/** `<Trans id="quiz.notQuite" values={{ answer }} components={{ 0: <strong /> }} />` for "…: <0>{answer}</0>". */
export function Trans(props: Pick<TransProps, 'values' | 'components'> & { id: MessageId }) {
  if (useContext(LinguiContext)) return <LinguiTrans {...props} />;
  return (
    <LinguiProvider i18n={englishI18n()}>
      <LinguiTrans {...props} />
    </LinguiProvider>
  );
}
