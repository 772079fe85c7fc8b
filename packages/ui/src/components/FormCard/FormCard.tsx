import { type ReactNode, useId } from 'react';
import styles from './FormCard.module.css';

export interface FormCardProps {
  title: string;
  /** The text under the title. */
  explanation: ReactNode;
  children: ReactNode;
}

/** A centred card holding one small form (forgot password, reset password). */
export function FormCard({ title, explanation, children }: FormCardProps) {
  const titleId = useId();
  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <div className={styles.card}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        <p className={styles.explanation}>{explanation}</p>
        {children}
      </div>
    </section>
  );
}

/** Class names for the form inside a FormCard. */
export { styles as formStyles };
