import { useId } from 'react';
import { Button } from '../../components/Button/Button.tsx';
import styles from './TermRow.module.css';
import { isExpanded, type TermRowState } from './termRowState.ts';

export interface TermRowProps {
  term: string;
  state: TermRowState;
  onPress: () => void;
  /** The visitor prompt's buttons. */
  onStartTrial: () => void;
  onLogin: () => void;
}

const buttonTexts: Record<TermRowState['status'], string> = {
  collapsed: 'Describe',
  loading: 'Loading',
  described: 'Hide',
  failed: 'Hide',
  needsLogin: 'Hide',
};

/** One read-only term with its Describe/Hide button and, when open, the description panel. */
export function TermRow({ term, state, onPress, onStartTrial, onLogin }: TermRowProps) {
  const panelId = useId();
  const expanded = isExpanded(state);
  return (
    <li className={`${styles.row} ${expanded ? styles.open : ''}`}>
      <div className={styles.header}>
        <span className={styles.term}>{term}</span>
        <Button
          variant={expanded ? 'secondary' : 'primary'}
          size="sm"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={expanded ? panelId : undefined}
          aria-disabled={state.status === 'loading' || undefined}
          onClick={onPress}
        >
          {buttonTexts[state.status]} <span className="visually-hidden">{term}</span>
        </Button>
      </div>
      {expanded && (
        <div id={panelId} className={styles.panel} aria-busy={state.status === 'loading'}>
          <Panel state={state} onStartTrial={onStartTrial} onLogin={onLogin} />
        </div>
      )}
    </li>
  );
}

function Panel({ state, onStartTrial, onLogin }: Pick<TermRowProps, 'state' | 'onStartTrial' | 'onLogin'>) {
  switch (state.status) {
    case 'collapsed':
      return null;
    case 'loading':
      return (
        <p className={styles.muted} role="status">
          Loading description…
        </p>
      );
    case 'failed':
      return (
        <p className={styles.error} role="alert">
          Failed to load description. Try again.
        </p>
      );
    case 'needsLogin':
      return (
        <div className={styles.prompt}>
          <p>Log in or start your free trial to read descriptions. New accounts get 16 free describes.</p>
          <div className={styles.actions}>
            <Button size="sm" onClick={onStartTrial}>
              Start free trial
            </Button>
            <Button size="sm" variant="secondary" onClick={onLogin}>
              Login
            </Button>
          </div>
        </div>
      );
    case 'described': {
      const { snippet, link } = state.description;
      return (
        <>
          {snippet ? (
            <p className={styles.snippet}>{snippet}</p>
          ) : (
            <p className={styles.muted}>No description available.</p>
          )}
          {link && (
            <a className={styles.link} href={link} target="_blank" rel="noopener noreferrer">
              Website Link <span className="visually-hidden">(opens in a new tab)</span>
            </a>
          )}
        </>
      );
    }
  }
}
