import { useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { paths, withQuery } from '../../app/paths.ts';
import { subjects } from '../../app/subjects.ts';
import { AuthModal } from '../../components/AuthModal/AuthModal.tsx';
import type { AuthMode } from '../../components/AuthModal/useAuthForm.ts';
import { Button, buttonClassName } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { SearchField } from '../../components/SearchField/SearchField.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import styles from './HomeScreen.module.css';

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
    text: 'One payment gives one month. Nothing renews on its own and nothing is charged without you.',
  },
];

const steps = [
  { title: 'Sign up', text: 'Create a free account and get 16 free describes, shared across all subjects.' },
  {
    title: 'Click Describe',
    text: 'Open any subject, find a term and press Describe to read its explanation.',
  },
  { title: 'Subscribe if you like', text: 'Need more? ₹150 gives you a month of unlimited describes.' },
];

const testimonials = [
  {
    quote: 'I revise organic chemistry on the bus now. One tap and the definition is right there.',
    name: 'Priya',
    role: 'B.Sc. Chemistry student, Guwahati',
  },
  {
    quote: 'The medical terms list saved me hours before my anatomy viva. Short and to the point.',
    name: 'Rahul',
    role: 'Nursing student, Jorhat',
  },
  {
    quote: 'Clear explanations of computer science jargon without wading through long articles.',
    name: 'Ananya',
    role: 'Class 12 student, Dibrugarh',
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
      'You can still browse every term list. To read more descriptions, subscribe for ₹150, which gives one month of unlimited describes.',
  },
  {
    question: 'Will I be charged automatically every month?',
    answer: 'No. There is no automatic renewal. When your month ends, you decide whether to pay again.',
  },
  {
    question: 'Which subjects are covered?',
    answer: `${subjects.map((subject) => subject.navLabel).join(', ')}.`,
  },
];

export interface HomeScreenProps {
  /** Opens the login or signup modal at once (stories; a host route could use it too). */
  initialAuthMode?: AuthMode | null;
}

/** The landing page at / (SPEC.md §2 Home). */
export function HomeScreen({ initialAuthMode = null }: HomeScreenProps) {
  const { isLoggedIn } = useSession();
  const { navigation } = useServices();
  const [authMode, setAuthMode] = useState<AuthMode | null>(initialAuthMode);
  const [query, setQuery] = useState('');

  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>Study aid for students and curious learners</p>
          <h1 id="home-title" className={styles.title}>
            Understand any term in seconds
          </h1>
          <p className={styles.lead}>
            Browse subject-wise term lists and press Describe for a short explanation and a link to read more.
          </p>
          <div className={styles.search}>
            <SearchField
              label="Find a term in any subject"
              value={query}
              onChange={setQuery}
              onSubmit={(value) => {
                if (value.trim()) navigation.navigate(withQuery(paths.search, { q: value.trim() }));
              }}
              placeholder="e.g. osmosis, mole, inflation — then press Enter"
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
                  <strong>{testimonial.name}</strong>, {testimonial.role}
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

      {authMode && <AuthModal mode={authMode} onModeChange={setAuthMode} onClose={() => setAuthMode(null)} />}
    </div>
  );
}
