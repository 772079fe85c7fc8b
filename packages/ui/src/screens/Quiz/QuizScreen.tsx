import type { QuizQuestion, QuizRound, Subject } from '@termtap/api-client';
import { useEffect, useRef, useState } from 'react';
import { useServices } from '../../app/AppServicesProvider.tsx';
import { paths } from '../../app/paths.ts';
import { findSubjectBySlug, subjects } from '../../app/subjects.ts';
import { useApiRead } from '../../app/useApiRead.ts';
import { Button, buttonClassName } from '../../components/Button/Button.tsx';
import { Link } from '../../components/Link/Link.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import { QueuedNotice } from '../../review/QueuedNotice.tsx';
import { makeReview } from '../../review/reviewQueue.ts';
import { useReviewQueue } from '../../review/useReviewQueue.ts';
import styles from './QuizScreen.module.css';

const letters = ['A', 'B', 'C', 'D'];

function subjectFromQuery(value: string | null): Subject | undefined {
  return subjects.find((subject) => subject.slug === value)?.slug;
}

function TooFew({ round }: { round: QuizRound }) {
  if (round.subject === null) {
    return (
      <div className={styles.message}>
        <p>
          A quiz asks about the terms you have opened. Pick a subject and press Describe on at least 4 of its
          terms to start one.
        </p>
        <Link to={paths.search} className={buttonClassName('secondary', 'sm')}>
          Find terms
        </Link>
      </div>
    );
  }
  const subject = findSubjectBySlug(round.subject);
  const more = round.moreToUnlock;
  return (
    <div className={styles.message}>
      <p>
        A quiz needs 4 {subject.name} terms you have opened; you have {round.unlockedTerms}. Describe {more}{' '}
        more {more === 1 ? 'term' : 'terms'} to start one.
      </p>
      <Link to={subject.path} className={buttonClassName('secondary', 'sm')}>
        Open {subject.navLabel}
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

  return (
    <section className={styles.question} aria-labelledby="quiz-question">
      <p className={styles.counter}>
        Question {number} of {count}
      </p>
      {question.kind === 'definition' ? (
        <>
          <h2 id="quiz-question" className={styles.ask}>
            Which term is this?
          </h2>
          <blockquote className={styles.prompt}>{question.prompt}</blockquote>
        </>
      ) : (
        <h2 id="quiz-question" className={styles.ask}>
          What does <span className={styles.term}>{question.prompt}</span> mean?
        </h2>
      )}
      <ul className={styles.choices} aria-label="Choices">
        {question.choices.map((choice, index) => {
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
                <span>{choice}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className={styles.feedback} role="status">
        {isAnswered &&
          (isRight ? (
            <p className={styles.correct}>Correct</p>
          ) : (
            <p className={styles.notQuite}>
              Not quite. The answer: <strong>{question.choices[question.answer]}</strong>
            </p>
          ))}
      </div>
      {isAnswered && (
        <Button ref={next} onClick={onNext}>
          {number === count ? 'See your score' : 'Next question'}
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
  const queue = useReviewQueue();
  const subject = subjectFromQuery(navigation.search.get('subject'));
  const [roundNumber, setRoundNumber] = useState(0);
  const round = useApiRead(() => api.getQuizRound(subject), [api, subject, roundNumber]);
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

  const heading = data?.subject ? `Quiz: ${findSubjectBySlug(data.subject).name}` : 'Quiz';
  const question = questions[index];

  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>{heading}</h1>
      {round.status === 'loading' || round.status === 'idle' ? (
        <Spinner />
      ) : round.status === 'failed' ? (
        <div className={styles.message} role="alert">
          <p>Could not load a quiz. Check your connection and try again.</p>
          <Button size="sm" onClick={round.retry}>
            Try again
          </Button>
        </div>
      ) : data === null || questions.length === 0 ? (
        data && <TooFew round={data} />
      ) : isDone ? (
        <section className={styles.score} aria-labelledby="quiz-score">
          <h2 id="quiz-score" ref={scoreHeading} tabIndex={-1} className={styles.scoreText}>
            Your score: {score} of {questions.length}
          </h2>
          <p className={styles.message}>
            Every answer counts as a review: the terms you missed come back sooner.
          </p>
          <div className={styles.actions}>
            <Button onClick={startAgain}>Another round</Button>
            <Link to={paths.review} className={buttonClassName('secondary')}>
              Review cards
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
