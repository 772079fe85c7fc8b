import type { Subject } from '@termtap/api-client';
import { memo, useId } from 'react';
import { Button } from '../components/Button/Button.tsx';
import type { MessageId } from '../i18n/generated/en.ts';
import { useLanguage, useT } from '../i18n/I18nProvider.tsx';
import { Definition } from './Definition.tsx';
import styles from './TermRow.module.css';
import { isExpanded, type TermRowState } from './termRowState.ts';

export interface TermRowProps {
  term: string;
  /**
   * The term's standard Hindi name (the API's `hindi.term`), shown under the English term in Devanagari
   * (`lang="hi"`); the English term stays the row's name and the button's.
   */
  hindiName?: string;
  /** The term's subject: the description's "See also" names link to its list. */
  subject?: Subject;
  state: TermRowState;
  onPress: () => void;
  /** The visitor prompt's buttons. */
  onStartTrial: () => void;
  onLogin: () => void;
  /** The user described this term before: reopening it costs nothing. */
  isUnlocked?: boolean;
  /** Saved ("starred") by the user; with `onToggleStar`, a described row offers Save. */
  isStarred?: boolean;
  onToggleStar?: () => void;
  /** An anchor for the letter index. */
  anchorId?: string;
  /** In a windowed list: where the row sits, and the callback that measures its height. */
  windowed?: WindowedPlace;
}

export interface WindowedPlace {
  index: number;
  /** Offset from the top of the list, in px. */
  top: number;
  setSize: number;
  measure: (element: HTMLElement | null) => void;
}

const buttonTexts: Record<TermRowState['status'], MessageId> = {
  collapsed: 'terms.describe',
  loading: 'terms.loading',
  described: 'terms.hide',
  failed: 'terms.hide',
  needsLogin: 'terms.hide',
  offline: 'terms.hide',
};

/** One read-only term with its Describe/Hide button and, when open, the description panel. */
function TermRowView({
  term,
  hindiName,
  subject,
  state,
  onPress,
  onStartTrial,
  onLogin,
  isUnlocked = false,
  isStarred = false,
  onToggleStar,
  anchorId,
  windowed,
}: TermRowProps) {
  const t = useT();
  const panelId = useId();
  const expanded = isExpanded(state);
  const buttonText = t(buttonTexts[state.status]);
  // Three elements a collapsed row: a prerendered page holds 400 of them, and every element is parsed, styled,
  // laid out and, when the list turns windowed, removed on a cheap phone (decision 0013).
  return (
    <li
      id={anchorId}
      className={[styles.row, expanded && styles.open, windowed && styles.windowed].filter(Boolean).join(' ')}
      {...(windowed && {
        ref: windowed.measure,
        'data-index': windowed.index,
        'aria-posinset': windowed.index + 1,
        'aria-setsize': windowed.setSize,
        style: { transform: `translateY(${windowed.top}px)` },
      })}
    >
      <span className={styles.term}>
        {isUnlocked || hindiName ? (
          <>
            <span>{term}</span>
            {hindiName && (
              <span className={styles.hindiName} lang="hi">
                {hindiName}
              </span>
            )}
            {isUnlocked && (
              <span className={styles.unlocked}>
                {t(isStarred ? 'terms.savedFreeToReopen' : 'terms.freeToReopen')}
              </span>
            )}
          </>
        ) : (
          term
        )}
      </span>
      <Button
        // An owned term's button is quiet (it costs nothing); the text stays Describe like any other row's.
        variant={expanded || isUnlocked ? 'secondary' : 'primary'}
        size="sm"
        className={styles.toggle}
        // The visible word, then the term: a screen reader hears which row's button it is (label in name).
        aria-label={`${buttonText} ${term}`}
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        aria-disabled={state.status === 'loading' || undefined}
        onClick={onPress}
      >
        {buttonText}
      </Button>
      {expanded && (
        <div id={panelId} className={styles.panel} aria-busy={state.status === 'loading'}>
          <Panel
            term={term}
            subject={subject}
            state={state}
            onStartTrial={onStartTrial}
            onLogin={onLogin}
            isStarred={isStarred}
            onToggleStar={onToggleStar}
          />
        </div>
      )}
    </li>
  );
}

/**
 * A row re-renders only when what it shows changes: a keystroke in the search re-renders the screen, and
 * re-rendering 400 unchanged rows would cost frames on a cheap phone. The handlers are left out of the
 * comparison on purpose: callers build them from the row's own values, which are compared here.
 */
export const TermRow = memo(
  TermRowView,
  (previous, next) =>
    previous.term === next.term &&
    previous.hindiName === next.hindiName &&
    previous.subject === next.subject &&
    previous.state === next.state &&
    previous.isUnlocked === next.isUnlocked &&
    previous.isStarred === next.isStarred &&
    (previous.onToggleStar === undefined) === (next.onToggleStar === undefined) &&
    previous.anchorId === next.anchorId &&
    previous.windowed?.index === next.windowed?.index &&
    previous.windowed?.top === next.windowed?.top &&
    previous.windowed?.setSize === next.windowed?.setSize,
);

function Panel({
  term,
  subject,
  state,
  onStartTrial,
  onLogin,
  isStarred,
  onToggleStar,
}: Pick<
  TermRowProps,
  'term' | 'subject' | 'state' | 'onStartTrial' | 'onLogin' | 'isStarred' | 'onToggleStar'
>) {
  const t = useT();
  const { language } = useLanguage();
  switch (state.status) {
    case 'collapsed':
      return null;
    case 'loading':
      return (
        <p className={styles.muted} role="status">
          {t('terms.loadingDescription')}
        </p>
      );
    case 'failed':
      return (
        <p className={styles.error} role="alert">
          {t('terms.failed')}
        </p>
      );
    case 'offline':
      return (
        <p className={styles.muted} role="status">
          {t('terms.offline')}
        </p>
      );
    case 'needsLogin':
      return (
        <div className={styles.prompt}>
          <p>{t('terms.needsLogin')}</p>
          <div className={styles.actions}>
            <Button size="sm" onClick={onStartTrial}>
              {t('terms.startFreeTrial')}
            </Button>
            <Button size="sm" variant="secondary" onClick={onLogin}>
              {t('terms.login')}
            </Button>
          </div>
        </div>
      );
    case 'described': {
      const { parts, link, attribution, hindi } = state.description;
      return (
        <Definition
          term={term}
          // In Hindi the answer's Hindi leads the panel; English shows as it always did. A row described before
          // a switch to Hindi has none: it shows its English alone (pressing again asks in Hindi).
          hindi={language === 'hi' ? hindi : undefined}
          parts={parts}
          attribution={attribution}
          link={link}
          subject={subject}
          actions={
            onToggleStar && (
              <Button size="sm" variant="secondary" aria-pressed={isStarred} onClick={onToggleStar}>
                {t(isStarred ? 'terms.saved' : 'terms.save')} <span className="visually-hidden">{term}</span>
              </Button>
            )
          }
        />
      );
    }
  }
}
