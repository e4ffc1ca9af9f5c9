import { formatNumber, useLang } from '@site/shared/i18n';
import type { Lang } from '@site/shared/lang';
import type { Branch } from '@site/shared/types';
import { telHref, whatsappHref } from '@site/shared/phone/links';
import { useMk } from '../../../locales';
import './branches.css';

/** A floor is a number, in the page's digits; a building number is an address code, kept as written. */
const floorText = (floor: string, lang: Lang) => (/^\d+$/.test(floor) ? formatNumber(Number(floor), lang) : floor);

export function BranchCard({ branch }: { branch: Branch }) {
  const { t } = useMk();
  const lang = useLang();
  return (
    <article className="mk-card">
      <h2><bdi>{branch.name}</bdi></h2>
      <p className="mk-muted">{branch.city} · {branch.address}</p>
      <dl className="mk-branch__facts">
        <dt>{t('branches.building')}</dt>
        <dd><bdi dir="ltr">{branch.buildingNumber}</bdi></dd>
        <dt>{t('branches.floor')}</dt>
        <dd><bdi>{floorText(branch.floorNumber, lang)}</bdi></dd>
        <dt>{t('branches.mobile')}</dt>
        <dd><a className="mk-link mk-nowrap" href={telHref(branch.mobile)} dir="ltr">{branch.mobile}</a></dd>
        <dt>{t('branches.website')}</dt>
        <dd>
          <a className="mk-link" href={branch.website} dir="ltr" target="_blank" rel="noopener noreferrer">
            {branch.website.replace(/^https?:\/\//, '')}
          </a>
        </dd>
      </dl>
      <a className="mk-button" href={whatsappHref(branch.whatsapp)} target="_blank" rel="noopener noreferrer">
        {t('branches.whatsapp', { name: branch.name })}
      </a>
    </article>
  );
}
