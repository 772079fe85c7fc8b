// Lingui's <Trans> (a text with a link or emphasis inside), checked against the catalogue's ids, and reading
// English with no provider, as `useT()` does: a component rendered on its own (a unit test, a host that has not
// wrapped the app in <LanguageProvider>) would otherwise throw "rendered without I18nProvider".
import {
  LinguiContext,
  I18nProvider as LinguiProvider,
  Trans as LinguiTrans,
  type TransProps,
} from '@lingui/react';
import { useContext } from 'react';
import type { MessageId } from './generated/en.ts';
import { englishI18n } from './I18nProvider.tsx';

/** `<Trans id="quiz.notQuite" values={{ answer }} components={{ 0: <strong /> }} />` for "…: <0>{answer}</0>". */
export function Trans(props: Pick<TransProps, 'values' | 'components'> & { id: MessageId }) {
  if (useContext(LinguiContext)) return <LinguiTrans {...props} />;
  return (
    <LinguiProvider i18n={englishI18n()}>
      <LinguiTrans {...props} />
    </LinguiProvider>
  );
}
