import { Link } from 'react-router';
import { href } from '@site/shared/routes';
import { useLang } from '@site/shared/i18n';
import { EmptyState, PageHeader } from '@site/shared/ui/core';
import { SectionGate } from '../../../components/section-gate';
import { useAdminT } from '../../../locales';
import { sectionsFor } from '../../../sections';

/** /admin: the sections the caller's role may use, each a link; a client gets the 403 screen. */
export function ConsoleHome() {
  const { t } = useAdminT();
  const lang = useLang();
  return (
    <section className="ad-page" aria-labelledby="ad-home-title">
      <PageHeader title={<span id="ad-home-title">{t('home.heading')}</span>} subtitle={t('home.intro')} />
      <SectionGate permission="staff">
        {(me) => {
          const sections = sectionsFor(me.role);
          if (sections.length === 0) return <EmptyState title={t('home.empty')} description={null} />;
          return (
            <ul className="ad-sections" aria-label={t('home.sectionsLabel')}>
              {sections.map((section) => (
                <li key={section.id} className="ui-card">
                  <Link to={href(section.id, lang)}>
                    <h2>{t(`sections.${section.key}.title`)}</h2>
                    <p>{t(`sections.${section.key}.description`)}</p>
                  </Link>
                </li>
              ))}
            </ul>
          );
        }}
      </SectionGate>
    </section>
  );
}
