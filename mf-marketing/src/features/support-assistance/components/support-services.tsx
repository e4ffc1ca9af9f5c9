import { href } from '@site/shared/routes';
import { useLang } from '@site/shared/i18n';
import { Skeleton } from '@site/shared/ui/core';
import { useMk } from '../../../locales';
import { useSupportServices } from '../api/get-support-services';

/** The support services catalogue, each linking to its page in the support services section. */
export function SupportServices() {
  const { t } = useMk();
  const lang = useLang();
  const { data, error } = useSupportServices();
  return (
    <section className="mk-section" aria-labelledby="mk-support-services">
      <h2 id="mk-support-services">{t('support.servicesTitle')}</h2>
      {error && <p role="alert">{t('support.servicesError')}</p>}
      {!data && !error && <Skeleton height="6rem" />}
      {data && (
        <ul className="mk-grid">
          {data.items.map((service) => (
            <li className="mk-card" key={service.id}>
              <h3><a href={href('support-services-details', lang, { id: service.id })}>{service.name}</a></h3>
              <p className="mk-muted">{service.speciality}</p>
            </li>
          ))}
        </ul>
      )}
      <a className="mk-link" href={href('support-services', lang)}>{t('support.servicesAll')}</a>
    </section>
  );
}
