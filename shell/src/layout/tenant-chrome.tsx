import type { CompanyInfo } from '@site/shared/types';
import type { Lang } from '@site/shared/lang';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';
import { useShellT } from './use-shell-t';

/** Custom-domain layout: the tenant's name, no main-site navigation. */
export function TenantHeader({ lang, url, company }: { lang: Lang; url: string; company: CompanyInfo | undefined }) {
  return (
    <header className="sh-header sh-header--tenant">
      <div className="sh-header__bar sh-container">
        <Brand lang={lang} name={company?.name ?? ''} />
        <div className="sh-header__tools sh-header__tools--inline">
          <LanguageSwitch lang={lang} url={url} />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}

export function TenantFooter({ company }: { company: CompanyInfo | undefined }) {
  const { t } = useShellT();
  return (
    <footer className="sh-footer sh-footer--tenant">
      <p className="sh-container sh-footer__rights">
        {company?.name ? t('footer.rights', { year: new Date().getFullYear(), name: company.name }) : null}
      </p>
    </footer>
  );
}

/** Auth layout: logo and language switch above a centred card; no chat, no site nav. */
export function AuthTop({ lang, url }: { lang: Lang; url: string }) {
  const { t } = useShellT();
  return (
    <header className="sh-auth-top">
      <Brand lang={lang} name={t('common:siteName')} />
      <div className="sh-header__tools sh-header__tools--inline">
        <LanguageSwitch lang={lang} url={url} />
        <ThemeToggle />
      </div>
    </header>
  );
}
