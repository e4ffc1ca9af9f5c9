import type { CompanyInfo } from '@site/shared/types';
import { useMk } from '../../../locales';
import './contact.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Head office map and the legal and contact facts. */
export function ContactInfo({ info }: { info: CompanyInfo }) {
  const { t } = useMk();
  return (
    <section className="mk-contact__info" aria-labelledby="mk-contact-details">
      <h2 className="mk-section__title" id="mk-contact-details">{t('contact.detailsTitle')}</h2>
      <iframe
        className="mk-map"
        src={info.map.embedUrl}
        title={t('contact.mapTitle', { name: info.name })}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
      <dl className="mk-contact__facts">
        <div>
          <dt>{t('contact.address')}</dt>
          <dd><address>{info.address}</address></dd>
        </div>
        <div>
          <dt>{t('contact.phone')}</dt>
          <dd><a className="mk-link mk-nowrap" href={telHref(info.phone)} dir="ltr">{info.phone}</a></dd>
        </div>
        <div>
          <dt>{t('contact.email')}</dt>
          <dd><a className="mk-link" href={`mailto:${info.email}`} dir="ltr">{info.email}</a></dd>
        </div>
        <div>
          <dt>{t('contact.taxNumber')}</dt>
          <dd><bdi>{info.taxNumber}</bdi></dd>
        </div>
        <div>
          <dt>{t('contact.crNumber')}</dt>
          <dd><bdi>{info.commercialRegistration}</bdi></dd>
        </div>
      </dl>
    </section>
  );
}
