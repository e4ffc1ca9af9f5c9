import type { Partner } from '@site/shared/types';
import './partners.css';
import { LazyImg } from '../../../components/lazy-img';
import { useMk } from '../../../locales';

export function PartnerCard({ partner }: { partner: Partner }) {
  const { t } = useMk();
  return (
    <article className="mk-card mk-partner">
      <LazyImg image={partner.logo} width={200} height={100} className="mk-partner__logo" />
      <h2 className="mk-partner__name"><bdi>{partner.name}</bdi></h2>
      <p className="mk-muted">{partner.description}</p>
      <a className="mk-link" href={partner.website} target="_blank" rel="noopener noreferrer">
        {t('partners.visit', { name: partner.name })}
        <span className="mk-visually-hidden"> {t('common.newWindow')}</span>
      </a>
    </article>
  );
}
