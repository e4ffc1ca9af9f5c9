import { LANG_META } from '@site/shared/i18n';
import { switchLocalePath, type Locale } from '@site/shared/routes';
import { switchLanguage } from '../start/switch-language';
import { useShellT } from './use-shell-t';

/** Links to the same page in the other language (SPEC 2); a real href keeps it crawlable. */
export function LanguageSwitch({ lang, url }: { lang: Locale; url: string }) {
  const { t } = useShellT();
  const other: Locale = lang === 'ar' ? 'en' : 'ar';
  const target = switchLocalePath(url, other);
  return (
    <a
      className="sh-chip"
      href={target}
      hrefLang={other}
      lang={other}
      aria-label={t('language.switchTo', { name: LANG_META[other].name })}
      onClick={(event) => {
        event.preventDefault();
        void switchLanguage(other);
      }}
    >
      {LANG_META[other].name}
    </a>
  );
}
