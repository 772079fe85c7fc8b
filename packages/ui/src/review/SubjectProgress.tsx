import { quizPath } from '../app/paths.ts';
import type { SubjectInfo } from '../app/subjects.ts';
import { buttonClassName } from '../components/Button/Button.tsx';
import { Link } from '../components/Link/Link.tsx';
import { ProgressMeter } from '../components/ProgressMeter/ProgressMeter.tsx';
import { useT } from '../i18n/I18nProvider.tsx';
import { subjectNameText } from '../i18n/subjectText.ts';
import styles from './SubjectProgress.module.css';
import { useReviewProgress } from './useReviewProgress.ts';

/**
 * A signed-in student's line under a subject's heading: how many of its terms they know, and "Quiz me". Loaded
 * on its own (the subject screen imports it lazily), so a visitor's subject page carries none of it.
 */
export function SubjectProgress({ subject }: { subject: SubjectInfo }) {
  const t = useT();
  const progress = useReviewProgress();
  const mine =
    progress.status === 'loaded'
      ? progress.data.subjects.find((entry) => entry.subject === subject.slug)
      : undefined;
  return (
    <div className={styles.progress}>
      {mine && (
        <ProgressMeter
          label={t('review.termsKnown', { subject: subjectNameText(t, subject.slug) })}
          known={mine.known}
          total={mine.total}
        />
      )}
      <Link to={quizPath(subject.slug)} className={buttonClassName('secondary', 'sm')}>
        {t('quiz.quizMe')}
      </Link>
    </div>
  );
}

export default SubjectProgress;
