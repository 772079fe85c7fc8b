import { attributions } from '../../../../../content/data/manifest.json';
import { useLanguage, useT } from '../../i18n/I18nProvider.tsx';
import { Trans } from '../../i18n/Trans.tsx';
import styles from './Legal.module.css';
import { LegalPage } from './LegalPage.tsx';
import { LegalSection } from './legalParts.tsx';
import { wordNetLicense } from './wordNetLicense.ts';

/**
 * The credits and licences of the reference works the descriptions come from (docs/design.md decision 14).
 * The page's own sentences are translated; the citations and the licence are quoted in English, as written.
 */
export function Sources() {
  const t = useT();
  const { language } = useLanguage();
  // An English quotation inside a page in another language (lang="en" so a screen reader reads it in English).
  const english = language === 'en' ? undefined : 'en';
  const label = <strong lang={english} />;
  return (
    <LegalPage title={t('legal.sourcesTitle')} isEnglishText={false}>
      <p>{t('legal.sourcesIntro')}</p>

      <LegalSection title={t('legal.sourcesWhere')}>
        <p>{t('legal.sourcesSmallType')}</p>
        <ul>
          <li>
            <Trans
              id="legal.sourcesWordNet"
              values={{ label: attributions.wordnet }}
              components={{ 0: label }}
            />
          </li>
          <li>
            <Trans
              id="legal.sourcesFoldoc"
              values={{ label: attributions.foldoc }}
              components={{ 0: label }}
            />
          </li>
          <li>
            <Trans
              id="legal.sourcesTermTap"
              values={{ label: attributions.termtap }}
              components={{ 0: label }}
            />
          </li>
        </ul>
        <p>{t('legal.sourcesOurOwn')}</p>
      </LegalSection>

      <LegalSection title="WordNet 3.1">
        <p lang={english}>
          Princeton University, &quot;About WordNet.&quot; WordNet. Princeton University. 2010.{' '}
          <a href="https://wordnet.princeton.edu/">https://wordnet.princeton.edu/</a>
        </p>
        <p>{t('legal.sourcesWordNetLicence')}</p>
        <blockquote className={styles.licence} lang={english}>
          {wordNetLicense}
        </blockquote>
      </LegalSection>

      <LegalSection title="FOLDOC">
        <p lang={english}>
          Computing terms include material from The Free On-line Dictionary of Computing,{' '}
          <a href="http://foldoc.org/">http://foldoc.org/</a>, Editor Denis Howe.
        </p>
        <p>
          <Trans
            id="legal.sourcesFoldocLicence"
            components={{
              // biome-ignore lint/a11y/useAnchorContent: Trans puts the message's <0>…</0> inside the link.
              0: <a href="https://www.gnu.org/licenses/fdl.html" lang={english} />,
            }}
          />
        </p>
      </LegalSection>
    </LegalPage>
  );
}
