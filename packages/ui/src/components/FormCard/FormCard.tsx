import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import type { Message } from '../../app/useSubmitAction.ts';
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

export interface FormFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange'> {
  /** The input's id; the caller keeps it to point at the field (aria-controls, aria-describedby). */
  id: string;
  label: string;
  onValueChange(value: string): void;
}

/** One labelled field of a small form: its label above its input. */
export function FormField({ id, label, onValueChange, ...input }: FormFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        {...input}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </div>
  );
}

/** What a small form's last action ended with: read out at once if it failed, politely if it went well. */
export function FormMessage({ message, id }: { message: Message | null; id?: string }) {
  if (!message) return null;
  return (
    <p
      id={id}
      role={message.tone === 'error' ? 'alert' : 'status'}
      className={`${styles.message} ${styles[message.tone]}`}
    >
      {message.text}
    </p>
  );
}

/** Class names for the form inside a FormCard. */
export { styles as formStyles };
