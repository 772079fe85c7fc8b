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
import { useSession } from '../../session/SessionProvider.tsx';
import styles from './HomeScreen.module.css';
import { SampleDescribe, termCounts } from './SampleDescribe.tsx';

const benefits = [
  {
    title: 'Bite-sized definitions',
    text: 'Short, clear explanations served from cached, openly licensed sources, with a link to read more.',
  },
  {
    title: 'Mobile-first',
    text: 'Made for revising on a phone: big buttons, fast pages and nothing to install.',
  },
  {
    title: 'Secure payments',
    text: 'Subscriptions are paid through a trusted payment gateway; we never see your card details.',
  },
  {
    title: 'No automatic deductions',
    text: 'No card is stored and no mandate is set up: every payment is one you start yourself.',
  },
];

const steps = [
  { title: 'Sign up', text: 'Create a free account and get 16 free describes, shared across all subjects.' },
  {
    title: 'Click Describe',
    text: 'Open any subject, find a term and press Describe to read its explanation.',
  },
  {
    title: 'Subscribe if you like',
    text: 'Need more? Pay for a month of unlimited describes, when you want it.',
  },
];

/** Full names and what each person studies, so a reader can tell who is speaking. */
const testimonials = [
  {
    quote: 'I revise organic chemistry on the bus now. One tap and the definition is right there.',
    name: 'Priya Baruah',
    role: 'B.Sc. Chemistry, second year, Guwahati',
  },
  {
    quote: 'The medical terms list saved me hours before my anatomy viva. Short and to the point.',
    name: 'Rahul Gogoi',
    role: 'B.Sc. Nursing, first year, Jorhat',
  },
  {
    quote: 'Clear explanations of computer science jargon without wading through long articles.',
    name: 'Ananya Saikia',
    role: 'Class 12, Computer Science, Dibrugarh',
  },
];

const faqs = [
  {
    question: 'How many free clicks do I get?',
    answer:
      'Every new account gets 16 free describes. They are shared across all subjects, and a term you have already described stays open for you.',
  },
  {
    question: 'What happens when my free clicks run out?',
    answer:
      'You can still browse every term list. To read more descriptions, subscribe for a month of unlimited describes on the plans page.',
  },
  {
    question: 'Do I need to install anything?',
    answer: 'No. TermTap runs in the browser on any phone or computer; you can add it to your home screen.',
  },
  {
    question: 'Which subjects are covered?',
    answer: `${subjects.map((subject) => subject.navLabel).join(', ')}.`,
  },
];

const totalTerms = subjects.reduce((total, subject) => total + (termCounts[subject.slug] ?? 0), 0);

export interface HomeScreenProps {
  /** Opens the login or signup modal at once (stories; a host route could use it too). */
  initialAuthMode?: AuthMode | null;
}

/** The landing page at / (docs/spec.md §2 Home). */
export function HomeScreen({ initialAuthMode = null }: HomeScreenProps) {
  const { isLoggedIn } = useSession();
  const { navigation } = useServices();
  const [authMode, setAuthMode] = useState<AuthMode | null>(initialAuthMode);
  const [query, setQuery] = useState('');

  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>Study aid for students and curious learners</p>
            <h1 id="home-title" className={styles.title}>
              Understand any term in seconds
            </h1>
            <p className={styles.lead}>
              Browse subject-wise term lists and press Describe for a short explanation and a link to read
              more.
            </p>
            <div className={styles.search}>
              <SearchField
                label="Find a term in any subject"
                value={query}
                onChange={setQuery}
                onSubmit={(value) => {
                  if (value.trim()) navigation.navigate(withQuery(paths.search, { q: value.trim() }));
                }}
                action={paths.search}
                placeholder={searchPlaceholder}
              />
            </div>
            <p className={styles.pricing}>
              Start with <strong>16 free describes</strong>. Then <strong>₹150 a month</strong> for unlimited
              describes, with no automatic renewal.
            </p>
            <div className={styles.actions}>
              {!isLoggedIn && (
                <>
                  <Button size="lg" onClick={() => setAuthMode('signup')}>
                    Start free trial
                  </Button>
                  <Button size="lg" variant="secondary" onClick={() => setAuthMode('login')}>
                    Login
                  </Button>
                </>
              )}
              <Link to={paths.plans} className={buttonClassName('ghost', 'lg')}>
                See pricing
              </Link>
            </div>
          </div>
          <SampleDescribe />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="subjects-title">
        <h2 id="subjects-title">Ten subjects, {formatCount(totalTerms)} terms</h2>
        <ul className={styles.subjects}>
          {subjects.map((subject) => (
            <li key={subject.path}>
              <Link to={subject.path} className={styles.subjectCard}>
                <span className={styles.subjectName}>{subject.navLabel}</span>{' '}
                <span className={styles.subjectCount}>
                  {formatCount(termCounts[subject.slug] ?? 0)} terms
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="how-title">
        <h2 id="how-title">How it works</h2>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="benefits-title">
        <h2 id="benefits-title">Why TermTap</h2>
        <ul className={styles.cards}>
          {benefits.map((benefit) => (
            <li key={benefit.title} className={styles.card}>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="voices-title">
        <h2 id="voices-title">What students say</h2>
        <ul className={styles.cards}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.name} className={styles.card}>
              <figure className={styles.quote}>
                <blockquote>
                  <p className={styles.quoteText}>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption>
                  <strong className={styles.quoteName}>{testimonial.name}</strong>
                  <span>{testimonial.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="faq-title">
        <h2 id="faq-title">Questions</h2>
        <div className={styles.faq}>
          {faqs.map((faq) => (
            <details key={faq.question} className={styles.faqItem}>
              <summary>{faq.question}</summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="closing-title">
        <div className={styles.closing}>
          <h2 id="closing-title">Your next exam has a lot of terms in it</h2>
          {isLoggedIn ? (
            <>
              <p>Keep describing every term on every subject for a month.</p>
              <Link to={paths.plans} className={buttonClassName('primary', 'lg')}>
                Get unlimited describes
              </Link>
            </>
          ) : (
            <>
              <p>Make a free account in under a minute and describe your first 16 terms free.</p>
              <Button size="lg" onClick={() => setAuthMode('signup')}>
                Create my free account
              </Button>
            </>
          )}
        </div>
      </section>

      {authMode && <AuthModal mode={authMode} onModeChange={setAuthMode} onClose={() => setAuthMode(null)} />}
    </div>
  );
}
