import { useLanguage, useT } from '../../i18n/I18nProvider.tsx';
import { languages } from '../../i18n/language.ts';

/**
 * The header's language switch: one button naming the other language in its own script ("हिन्दी" while the
 * page is in English, "English" while it is in Hindi), so a student who cannot read the current language still
 * finds theirs.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { language, setLanguage } = useLanguage();
  const t = useT();
  const other = languages.find((candidate) => candidate.code !== language) ?? languages[0];
  if (!other) return null;
  return (
    <button
      type="button"
      className={className}
      lang={other.code}
      title={t('layout.switchLanguage', { language: other.name })}
      onClick={() => void setLanguage(other.code)}
    >
      {other.name}
    </button>
  );
}
