import { useT } from '../../i18n/I18nProvider.tsx';
import { Button } from '../Button/Button.tsx';

/**
 * A read that failed: the screen's own sentence ("Could not load your cards. Check your connection and try
 * again.") as an alert, and "Try again", which asks once more.
 */
export function LoadFailed({
  text,
  onRetry,
  className,
}: {
  text: string;
  onRetry(): void;
  className?: string;
}) {
  const t = useT();
  return (
    <div className={className} role="alert">
      <p>{text}</p>
      <Button size="sm" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
