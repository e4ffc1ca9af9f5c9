import { switchLocalePath } from '@site/shared/routes';
import { LANG_META, otherLang, type Lang } from '@site/shared/lang';
import { switchLanguage } from '../start/switch-language';
import { useShellT } from './use-shell-t';

/** Links to the same page in the other language; a real href keeps it crawlable. */
export function LanguageSwitch({ lang, url }: { lang: Lang; url: string }) {
  const { t } = useShellT();
  const other = otherLang(lang);
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
