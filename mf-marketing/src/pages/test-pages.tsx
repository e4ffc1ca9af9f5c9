import { formatDate, formatNumber, formatPrice } from '@site/shared/i18n';
import { LANG_META, type Lang } from '@site/shared/lang';
import { DataView } from '../components/data-view';
import { TitledPage } from '../components/titled-page';
import { Skeleton } from '../components/skeleton';
import { StarRating } from '../components/star-rating';
import { useMk } from '../locales';

const noop = () => undefined;
const SAMPLE_DATE = '2026-03-15T10:30:00Z';

/** /test: the marketing building blocks in their states, for visual checks. */
export function TestPage() {
  const { t } = useMk();
  return (
    <TitledPage title={t('test.title')} lead={t('test.lead')}>
      <section className="mk-section" aria-labelledby="mk-t-buttons">
        <h2 className="mk-section__title" id="mk-t-buttons">{t('test.buttons')}</h2>
        <div className="mk-actions">
          <button type="button" className="mk-button">{t('test.primary')}</button>
          <button type="button" className="mk-button mk-button--ghost">{t('test.secondary')}</button>
          <button type="button" className="mk-button" disabled>{t('test.disabled')}</button>
          <span className="mk-badge mk-badge--new">{t('changelog.kinds.new')}</span>
          <span className="mk-badge mk-badge--improved">{t('changelog.kinds.improved')}</span>
          <span className="mk-badge mk-badge--fixed">{t('changelog.kinds.fixed')}</span>
        </div>
      </section>
      <section className="mk-section" aria-labelledby="mk-t-ratings">
        <h2 className="mk-section__title" id="mk-t-ratings">{t('test.ratings')}</h2>
        {[1, 3, 5].map((n) => <StarRating key={n} rating={n} />)}
      </section>
      <section className="mk-section" aria-labelledby="mk-t-states">
        <h2 className="mk-section__title" id="mk-t-states">{t('test.states')}</h2>
        <Skeleton count={2} />
        <DataView result={{ error: new Error('demo'), mutate: noop }}>{() => null}</DataView>
        <DataView result={{ data: [], mutate: noop }} isEmpty={(d) => d.length === 0}>{() => null}</DataView>
      </section>
    </TitledPage>
  );
}

/** /test-test: how dates, numbers and prices read in each locale (ar-EG, en-US). */
export function TestTestPage() {
  const { t } = useMk();
  return (
    <TitledPage title={t('test.formatsTitle')} lead={t('test.formatsLead')}>
      <table className="mk-hours__table">
        <thead>
          <tr>
            <th scope="col">{t('test.locale')}</th>
            <th scope="col">{t('test.date')}</th>
            <th scope="col">{t('test.number')}</th>
            <th scope="col">{t('test.price')}</th>
          </tr>
        </thead>
        <tbody>
          {(['ar', 'en'] as Lang[]).map((l) => (
            <tr key={l} lang={l} dir={LANG_META[l].dir}>
              <th scope="row">{LANG_META[l].name} <bdi dir="ltr">({LANG_META[l].intl})</bdi></th>
              <td>{formatDate(SAMPLE_DATE, l)}</td>
              <td>{formatNumber(1234567.89, l)}</td>
              <td>{formatPrice(1499, l)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TitledPage>
  );
}
