import { DataView } from '../../../components/data-view';
import { TitledPage } from '../../../components/titled-page';
import { Skeleton } from '../../../components/skeleton';
import { StarRating } from '../../../components/star-rating';
import { useMk } from '../../../locales';

const noop = () => undefined;

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
