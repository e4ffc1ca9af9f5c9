import { formatNumber } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import type { CompanyInfo } from '@site/shared/types';
import type { Lang } from '@site/shared/lang';
import { ContactFacts } from './contact-facts';
import { FOOTER_GROUPS } from './links';
import { useShellT } from './use-shell-t';

/** Default-layout footer: every public page and the company's contact facts. */
export function SiteFooter({ lang, company }: { lang: Lang; company: CompanyInfo | undefined }) {
  const { t } = useShellT();
  const name = company?.name || t('common:siteName');
  return (
    <footer className="sh-footer">
      <div className="sh-container sh-footer__grid">
        <nav className="sh-footer__nav" aria-label={t('footer.label')}>
          {FOOTER_GROUPS.map((group) => (
            <section key={group.heading} className="sh-footer__group">
              <h2 className="sh-footer__heading">{t(group.heading)}</h2>
              <ul className="sh-footer__list">
                {group.links.map((link) => (
                  <li key={link.id}><a href={href(link.id, lang)}>{t(link.label)}</a></li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <section className="sh-footer__group sh-footer__contact">
          <h2 className="sh-footer__heading">{t('footer.contact')}</h2>
          <ContactFacts company={company} />
        </section>
      </div>
      <p className="sh-container sh-footer__rights">{t('footer.rights', { year: formatNumber(new Date().getFullYear(), lang, { useGrouping: false }), name })}</p>
    </footer>
  );
}
