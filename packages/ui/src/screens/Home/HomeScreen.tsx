import { useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { formatCount } from '../../app/counts.ts';
import { paths, withQuery } from '../../app/paths.ts';
import { searchPlaceholder } from '../../app/searchExamples.ts';
import { subjects } from '../../app/subjects.ts';
import { AuthModal } from '../../components/AuthModal/AuthModal.tsx';
import type { AuthMode } from '../../components/AuthModal/useAuthForm.ts';
import { Button, buttonClassName } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { SearchField } from '../../components/SearchField/SearchField.tsx';
import type { MessageId } from '../../i18n/generated/en.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { subjectNavText } from '../../i18n/subjectText.ts';
import { Trans } from '../../i18n/Trans.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import styles from './HomeScreen.module.css';
import { SampleDescribe, termCounts } from './SampleDescribe.tsx';

const benefits = [
  { title: 'home.benefit1Title', text: 'home.benefit1Text' },
  { title: 'home.benefit2Title', text: 'home.benefit2Text' },
  { title: 'home.benefit3Title', text: 'home.benefit3Text' },
  { title: 'home.benefit4Title', text: 'home.benefit4Text' },
] as const satisfies readonly { title: MessageId; text: MessageId }[];

const steps = [
  { title: 'home.step1Title', text: 'home.step1Text' },
  { title: 'home.step2Title', text: 'home.step2Text' },
  { title: 'home.step3Title', text: 'home.step3Text' },
] as const satisfies readonly { title: MessageId; text: MessageId }[];

/** Full names and what each person studies, so a reader can tell who is speaking. */
const testimonials = [
  { quote: 'home.quote1', name: 'Priya Baruah', role: 'home.role1' },
  { quote: 'home.quote2', name: 'Rahul Gogoi', role: 'home.role2' },
  { quote: 'home.quote3', name: 'Ananya Saikia', role: 'home.role3' },
] as const satisfies readonly { quote: MessageId; name: string; role: MessageId }[];

const faqs = [
  { question: 'home.faq1Question', answer: 'home.faq1Answer' },
  { question: 'home.faq2Question', answer: 'home.faq2Answer' },
  { question: 'home.faq3Question', answer: 'home.faq3Answer' },
  { question: 'home.faq4Question', answer: 'home.faq4Answer' },
] as const satisfies readonly { question: MessageId; answer: MessageId }[];

const totalTerms = subjects.reduce((total, subject) => total + (termCounts[subject.slug] ?? 0), 0);

export interface HomeScreenProps {
  /** Opens the login or signup modal at once (stories; a host route could use it too). */
  initialAuthMode?: AuthMode | null;
}

/** The landing page at / (docs/spec.md §2 Home). */
export function HomeScreen({ initialAuthMode = null }: HomeScreenProps) {
  const { isLoggedIn } = useSession();
  const { navigation } = useServices();
  const t = useT();
  // The last answer lists the subjects, in the interface's language.
  const subjectList = subjects.map((subject) => subjectNavText(t, subject.slug)).join(', ');
  const [authMode, setAuthMode] = useState<AuthMode | null>(initialAuthMode);
  const [query, setQuery] = useState('');

  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{t('home.eyebrow')}</p>
            <h1 id="home-title" className={styles.title}>
              {t('home.title')}
            </h1>
            <p className={styles.lead}>{t('home.lead')}</p>
            <div className={styles.search}>
              <SearchField
                label={t('home.searchLabel')}
                value={query}
                onChange={setQuery}
                onSubmit={(value) => {
                  if (value.trim()) navigation.navigate(withQuery(paths.search, { q: value.trim() }));
                }}
                action={paths.search}
                placeholder={searchPlaceholder(t)}
              />
            </div>
            <p className={styles.pricing}>
              <Trans id="home.pricing" components={{ 0: <strong />, 1: <strong /> }} />
            </p>
            <div className={styles.actions}>
              {!isLoggedIn && (
                <>
                  <Button size="lg" onClick={() => setAuthMode('signup')}>
                    {t('home.startFreeTrial')}
                  </Button>
                  <Button size="lg" variant="secondary" onClick={() => setAuthMode('login')}>
                    {t('home.login')}
                  </Button>
                </>
              )}
              <Link to={paths.plans} className={buttonClassName('ghost', 'lg')}>
                {t('home.seePricing')}
              </Link>
            </div>
          </div>
          <SampleDescribe />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="subjects-title">
        <h2 id="subjects-title">{t('home.subjectsHeading', { countText: formatCount(totalTerms) })}</h2>
        <ul className={styles.subjects}>
          {subjects.map((subject) => (
            <li key={subject.path}>
              <Link to={subject.path} className={styles.subjectCard}>
                <span className={styles.subjectName}>{subjectNavText(t, subject.slug)}</span>{' '}
                <span className={styles.subjectCount}>
                  {t('home.subjectCount', { countText: formatCount(termCounts[subject.slug] ?? 0) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="how-title">
        <h2 id="how-title">{t('home.howHeading')}</h2>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3>{t(step.title)}</h3>
                <p>{t(step.text)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="benefits-title">
        <h2 id="benefits-title">{t('home.benefitsHeading')}</h2>
        <ul className={styles.cards}>
          {benefits.map((benefit) => (
            <li key={benefit.title} className={styles.card}>
              <h3>{t(benefit.title)}</h3>
              <p>{t(benefit.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="voices-title">
        <h2 id="voices-title">{t('home.voicesHeading')}</h2>
        <ul className={styles.cards}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.name} className={styles.card}>
              <figure className={styles.quote}>
                <blockquote>
                  <p className={styles.quoteText}>“{t(testimonial.quote)}”</p>
                </blockquote>
                <figcaption>
                  <strong className={styles.quoteName}>{testimonial.name}</strong>
                  <span>{t(testimonial.role)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="faq-title">
        <h2 id="faq-title">{t('home.faqHeading')}</h2>
        <div className={styles.faq}>
          {faqs.map((faq) => (
            <details key={faq.question} className={styles.faqItem}>
              <summary>{t(faq.question)}</summary>
              <p>{t(faq.answer, { subjects: subjectList })}</p>
            </details>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="closing-title">
        <div className={styles.closing}>
          <h2 id="closing-title">{t('home.closingHeading')}</h2>
          {isLoggedIn ? (
            <>
              <p>{t('home.closingPaid')}</p>
              <Link to={paths.plans} className={buttonClassName('primary', 'lg')}>
                {t('home.closingPaidAction')}
              </Link>
            </>
          ) : (
            <>
              <p>{t('home.closingFree')}</p>
              <Button size="lg" onClick={() => setAuthMode('signup')}>
                {t('home.closingFreeAction')}
              </Button>
            </>
          )}
        </div>
      </section>

      {authMode && <AuthModal mode={authMode} onModeChange={setAuthMode} onClose={() => setAuthMode(null)} />}
    </div>
  );
}
