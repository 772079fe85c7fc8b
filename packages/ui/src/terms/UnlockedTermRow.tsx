import type { MyTerm } from '@termtap/api-client';
import { TermRow } from './TermRow.tsx';
import type { useTermRows } from './useTermRows.ts';
import { unlockedKey } from './useUnlockedTerms.ts';

/**
 * A row of a term the student already unlocked (My terms, the 0-click gate): pressing it reopens the term for
 * free, so it never offers a trial or a login.
 */
export function UnlockedTermRow({
  item,
  rows,
  isStarred,
  onToggleStar,
}: {
  item: MyTerm;
  rows: Pick<ReturnType<typeof useTermRows>, 'rowState' | 'press'>;
  isStarred?: boolean;
  onToggleStar?: () => void;
}) {
  const key = unlockedKey(item.subject, item.term);
  return (
    <TermRow
      term={item.term}
      hindiName={item.hindi?.term}
      subject={item.subject}
      state={rows.rowState(key)}
      onPress={() => void rows.press(key, item.subject, item.term)}
      onStartTrial={() => undefined}
      onLogin={() => undefined}
      isUnlocked
      isStarred={isStarred}
      onToggleStar={onToggleStar}
    />
  );
}
