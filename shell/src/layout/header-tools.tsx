import type { Lang } from '@site/shared/lang';
import { AccountLinks } from './account-links';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';

/**
 * The tools every header ends with: language, theme and the account links. `inline` keeps them on
 * the bar on small screens; `customDomain` limits the links to pages a customer's domain serves.
 */
export function HeaderTools({ lang, url, inline = false, customDomain = false }: { lang: Lang; url: string; inline?: boolean; customDomain?: boolean }) {
  return (
    <div className={`sh-header__tools${inline ? ' sh-header__tools--inline' : ''}`}>
      <LanguageSwitch lang={lang} url={url} />
      <ThemeToggle />
      <AccountLinks lang={lang} customDomain={customDomain} />
    </div>
  );
}
