import type { QuizQuestion, QuizRound, Subject } from '@termtap/api-client';
import { useEffect, useRef, useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { formatCount } from '../../app/counts.ts';
import { paths } from '../../app/paths.ts';
import { findSubjectBySlug, subjects } from '../../app/subjects.ts';
import { useApiRead } from '../../app/useApiRead.ts';
import { Button, buttonClassName } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { useLanguage, useT } from '../../i18n/I18nProvider.tsx';
import { subjectNameText, subjectNavText } from '../../i18n/subjectText.ts';
import { Trans } from '../../i18n/Trans.tsx';
import { QueuedNotice } from '../../review/QueuedNotice.tsx';
import { makeReview } from '../../review/reviewQueue.ts';
import { useReviewQueue } from '../../review/useReviewQueue.ts';
import styles from './QuizScreen.module.css';

function subjectFromQuery(value: string | null): Subject | undefined {
  return subjects.find((subject) => subject.slug === value)?.slug;
}

function TooFew({ round }: { round: QuizRound }) {
  const t = useT();
  if (round.subject === null) {
    return (
      <div className={styles.message}>
        <p>{t('quiz.noTermsYet')}</p>
        <Link to={paths.search} className={buttonClassName('secondary', 'sm')}>
          {t('common.findTerms')}
        </Link>
      </div>
    );
  }
  const slug = round.subject;
  const more = round.moreToUnlock;
  return (
    <div className={styles.message}>
      <p>
        {t('quiz.tooFew', {
          subject: subjectNameText(t, slug),
          unlockedText: formatCount(round.unlockedTerms),
          more,
          moreText: formatCount(more),
        })}
      </p>
      <Link to={findSubjectBySlug(slug).path} className={buttonClassName('secondary', 'sm')}>
        {t('quiz.openSubject', { subject: subjectNavText(t, slug) })}
      </Link>
    </div>
  );
}

function Question({
  question,
  number,
  count,
  onAnswer,
  onNext,
}: {
  question: QuizQuestion;
  number: number;
  count: number;
  onAnswer(choice: number): void;
  onNext(): void;
}) {
  const t = useT();
  const letters = t('quiz.choiceLetters').split(' ');
  const [chosen, setChosen] = useState<number | null>(null);
  const next = useRef<HTMLButtonElement>(null);
  const isAnswered = chosen !== null;
  const isRight = chosen === question.answer;
  useEffect(() => {
    if (isAnswered) next.current?.focus();
  }, [isAnswered]);

  const choose = (index: number) => {
    if (isAnswered) return;
    setChosen(index);
    onAnswer(index);
  };

  // Asked in Hindi, the question as far as the content has it in Hindi; English where it has not.
  const { hindi } = question;
  const hindiChoices = hindi?.choices;
  /** A choice in Hindi: a term's Hindi name with its English beneath, or a Hindi definition. */
  const choiceText = (index: number) => {
    const english = question.choices[index] ?? '';
    const inHindi = hindiChoices?.[index];
    if (!inHindi) return <span lang="en">{english}</span>;
    if (question.kind === 'term') return <span lang="hi">{inHindi}</span>;
    return (
      <span>
        <span lang="hi">{inHindi}</span>{' '}
        <span className={styles.choiceEnglish} lang="en">
          {english}
        </span>
      </span>
    );
  };
  const rightAnswer = () => {
    const english = question.choices[question.answer] ?? '';
    const inHindi = hindiChoices?.[question.answer];
    if (!inHindi) return english;
    return question.kind === 'term' ? inHindi : `${inHindi} (${english})`;
  };

  return (
    <section className={styles.question} aria-labelledby="quiz-question">
      <p className={styles.counter}>
        {t('quiz.questionOf', { number: formatCount(number), count: formatCount(count) })}
      </p>
      {question.kind === 'definition' ? (
        <>
          <h2 id="quiz-question" className={styles.ask}>
            {t('quiz.whichTerm')}
          </h2>
          {hindi?.prompt ? (
            <blockquote className={styles.prompt} lang="hi">
              {hindi.prompt}
            </blockquote>
          ) : (
            <blockquote className={styles.prompt} lang="en">
              {question.prompt}
            </blockquote>
          )}
        </>
      ) : (
        <h2 id="quiz-question" className={styles.ask}>
          <Trans
            id="quiz.whatMeans"
            values={{ term: hindi ? `${hindi.term} (${question.prompt})` : question.prompt }}
            components={{ 0: <span className={styles.term} lang={hindi ? 'hi' : 'en'} /> }}
          />
        </h2>
      )}
      <ul className={styles.choices} aria-label={t('quiz.choices')}>
        {question.choices.map((_, index) => {
          const mark = !isAnswered
            ? ''
            : index === question.answer
              ? styles.right
              : index === chosen
                ? styles.wrong
                : '';
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the four choices keep their places for a question.
            <li key={index}>
              <button
                type="button"
                className={`${styles.choice} ${question.kind === 'term' ? styles.long : ''} ${mark}`}
                aria-disabled={isAnswered}
                aria-pressed={isAnswered ? index === chosen : undefined}
                onClick={() => choose(index)}
              >
                <span className={styles.letter} aria-hidden="true">
                  {letters[index]}
                </span>
                {choiceText(index)}
              </button>
            </li>
          );
        })}
      </ul>
      <div className={styles.feedback} role="status">
        {isAnswered &&
          (isRight ? (
            <p className={styles.correct}>{t('quiz.correct')}</p>
          ) : (
            <p className={styles.notQuite}>
              <Trans
                id="quiz.notQuite"
                values={{ answer: rightAnswer() }}
                components={{ 0: <strong lang={hindiChoices ? 'hi' : 'en'} /> }}
              />
            </p>
          ))}
      </div>
      {isAnswered && (
        <Button ref={next} onClick={onNext}>
          {t(number === count ? 'quiz.seeScore' : 'quiz.nextQuestion')}
        </Button>
      )}
    </section>
  );
}

/**
 * Quiz (`/quiz`, `?subject=`): a round of up to 10 multiple-choice questions chosen by the server (decision
 * 0015: a free student only on unlocked terms). Each answer is a review (right: Good, wrong: Again), sent
 * through the same queue as the flashcards; the score shows at the end.
 */
export function QuizScreen() {
  const { api, navigation } = useServices();
  const t = useT();
  const queue = useReviewQueue();
  const subject = subjectFromQuery(navigation.search.get('subject'));
  const [roundNumber, setRoundNumber] = useState(0);
  const { language } = useLanguage();
  const lang = language === 'hi' ? language : undefined;
  // In Hindi each question comes in Hindi too (lang=hi), so a switch of language asks again.
  const round = useApiRead(() => api.getQuizRound(subject, { lang }), [api, subject, roundNumber, lang]);
  const [index, setIndex] = useState(0);
  const [score, setScore] = useState(0);
  const scoreHeading = useRef<HTMLHeadingElement>(null);

  const data = round.status === 'loaded' ? round.data : null;
  const questions = data?.questions ?? [];
  const isDone = questions.length > 0 && index >= questions.length;
  useEffect(() => {
    if (isDone) scoreHeading.current?.focus();
  }, [isDone]);

  const startAgain = () => {
    setIndex(0);
    setScore(0);
    setRoundNumber((count) => count + 1);
  };

  const answer = (question: QuizQuestion, choice: number) => {
    const isRight = choice === question.answer;
    if (isRight) setScore((count) => count + 1);
    if (data?.subject) void queue.add(makeReview(data.subject, question.term, isRight ? 'good' : 'again'));
  };

  const heading = data?.subject
    ? t('quiz.headingSubject', { subject: subjectNameText(t, data.subject) })
    : t('quiz.heading');
  const question = questions[index];

  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{heading}</h1>
      {round.status === 'loading' || round.status === 'idle' ? (
        <Spinner />
      ) : round.status === 'failed' ? (
        <LoadFailed className={styles.message} text={t('quiz.loadFailed')} onRetry={round.retry} />
      ) : data === null || questions.length === 0 ? (
        data && <TooFew round={data} />
      ) : isDone ? (
        <section className={styles.score} aria-labelledby="quiz-score">
          <h2 id="quiz-score" ref={scoreHeading} tabIndex={-1} className={styles.scoreText}>
            {t('quiz.score', { score: formatCount(score), total: formatCount(questions.length) })}
          </h2>
          <p className={styles.message}>{t('quiz.scoreNote')}</p>
          <div className={styles.actions}>
            <Button onClick={startAgain}>{t('quiz.anotherRound')}</Button>
            <Link to={paths.review} className={buttonClassName('secondary')}>
              {t('quiz.reviewCards')}
            </Link>
          </div>
        </section>
      ) : (
        question && (
          <Question
            key={`${roundNumber}-${index}`}
            question={question}
            number={index + 1}
            count={questions.length}
            onAnswer={(choice) => answer(question, choice)}
            onNext={() => setIndex((current) => current + 1)}
          />
        )
      )}
      {data && data.attributions.length > 0 && questions.length > 0 && (
        <p className={styles.attribution}>{data.attributions.join(' · ')}</p>
      )}
      <QueuedNotice waiting={queue.waiting} isOffline={queue.isOffline} />
    </div>
  );
}
