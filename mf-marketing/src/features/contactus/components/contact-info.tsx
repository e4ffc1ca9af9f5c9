import type { CompanyInfo } from '@site/shared/types';
import { telHref } from '@site/shared/phone/links';
import { Facts } from '../../../components/facts';
import { useMk } from '../../../locales';
import './contact.css';

/** Head office map and the legal and contact facts; the tax and registration numbers are ids, read left to right in their own digits. */
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
      <Facts
        className="mk-contact__facts"
        items={[
          [t('contact.address'), <address key="address">{info.address}</address>],
          [t('contact.phone'), <a key="phone" className="mk-link mk-nowrap" href={telHref(info.phone)} dir="ltr">{info.phone}</a>],
          [t('contact.email'), <a key="email" className="mk-link" href={`mailto:${info.email}`} dir="ltr">{info.email}</a>],
          [t('contact.taxNumber'), <bdi key="tax" dir="ltr">{info.taxNumber}</bdi>],
          [t('contact.crNumber'), <bdi key="cr" dir="ltr">{info.commercialRegistration}</bdi>],
        ]}
      />
    </section>
  );
}
