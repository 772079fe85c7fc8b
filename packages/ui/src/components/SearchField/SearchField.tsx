import { type FormEvent, useId, useRef } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import styles from './SearchField.module.css';

export interface SearchFieldProps {
  /** The field's visible label, e.g. "Search chemistry terms". */
  label: string;
  value: string;
  onChange(value: string): void;
  /** Enter in the field (e.g. run a search); without it, typing is enough. */
  onSubmit?(value: string): void;
  /**
   * Where Enter goes as plain HTML (`GET <action>?q=…`) before the app runs on a prerendered page; without it,
   * the page's own address with `?q=`, which a subject screen reads as its filter.
   */
  action?: string;
  placeholder?: string;
  /** Announced politely after each change, e.g. "12 of 380 terms". */
  status?: string;
  autoFocus?: boolean;
}

/** A labelled search box with a clear button and a polite live count of what it found. */
export function SearchField({
  label,
  value,
  onChange,
  onSubmit,
  action,
  placeholder,
  status,
  autoFocus,
}: SearchFieldProps) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.(value);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Chrome before 118, still on cheap phones.
    <form role="search" className={styles.search} onSubmit={submit} action={action}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <p className={styles.status} role="status" aria-live="polite">
          {status}
        </p>
      </div>
      <div className={styles.box}>
        <input
          ref={input}
          id={id}
          className={styles.input}
          type="search"
          name="q"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={100}
          // biome-ignore lint/a11y/noAutofocus: a page whose only job is searching puts the cursor in the box.
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.target.value)}
        />
        {value.length > 0 && (
          <button
            type="button"
            className={styles.clear}
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('search.clear')}</span>
          </button>
        )}
      </div>
    </form>
  );
}
