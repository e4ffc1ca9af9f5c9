import { useEffect } from 'react';
import { formatNumber, useLang } from '@site/shared/i18n';
import { tenantHome } from '@site/shared/listings/tenant';
import type { CompanyInfo } from '@site/shared/types';
import type { Lang } from '@site/shared/lang';
import { useTenant } from '../company/use-tenant';
import { rememberTenant } from '../titles/title-sync';
import { Brand } from './brand';
import { HeaderTools } from './header-tools';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';
import { useShellT } from './use-shell-t';

/** Custom-domain layout: the tenant's logo and name linking to its home, signing in, no main-site navigation. */
export function TenantHeader({ lang, url }: { lang: Lang; url: string }) {
  const { t } = useShellT();
  const tenant = useTenant();
  useEffect(() => {
    rememberTenant(tenant ?? null);
    // Only a customer's domain needs the guard: its code is not part of the main site's first load.
    if (tenant) void import('../company/tenant-site').then(({ guardTenantSite }) => guardTenantSite(tenant));
  }, [tenant]);
  const home = tenant ? tenantHome(tenant, lang) : undefined;
  return (
    <header className="sh-header sh-header--tenant">
      <div className="sh-header__bar sh-container">
        <Brand lang={lang} name={tenant?.name ?? ''} logo={tenant?.logo} home={home} />
        {tenant?.section === 'groups' && home && (
          <nav aria-label={t('tenant.nav')}>
            <a className="sh-header__join" href={`${home}/criteria#join`}>{t('tenant.join')}</a>
          </nav>
        )}
        <HeaderTools lang={lang} url={url} inline customDomain />
      </div>
    </header>
  );
}

/** The tenant's rights line, and who runs the platform. */
export function TenantFooter({ company }: { company: CompanyInfo | undefined }) {
  const { t } = useShellT();
  const lang = useLang();
  const tenant = useTenant();
  return (
    <footer className="sh-footer sh-footer--tenant">
      <p className="sh-container sh-footer__rights">
        {tenant ? t('footer.rights', { year: formatNumber(new Date().getFullYear(), lang, { useGrouping: false }), name: tenant.name }) : null}
        {company?.name ? <> {t('tenant.poweredBy', { name: company.name })}</> : null}
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
