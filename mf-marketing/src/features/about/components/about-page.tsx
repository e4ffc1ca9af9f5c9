import { DataView } from '../../../components/data-view';
import { TitledPage } from '../../../components/titled-page';
import { Skeleton } from '../../../components/skeleton';
import { useCompany } from '../../../api/get-company';
import { BusinessHours } from './business-hours';
import { TeamPreview } from './team-preview';
import { useMk } from '../../../locales';

export function AboutPage() {
  const { t } = useMk();
  const company = useCompany();
  return (
    <TitledPage title={t('about.title')} lead={t('about.lead')}>
      <DataView result={company} skeleton={<Skeleton count={3} variant="lines" />}>
        {(info) => (
          <>
            <section className="mk-section" aria-labelledby="mk-story">
              <h2 className="mk-section__title" id="mk-story">{t('about.story')}</h2>
              <p className="mk-prose">{info.story}</p>
            </section>
            <div className="mk-about__pillars">
              <section className="mk-card" aria-labelledby="mk-mission">
                <h2 id="mk-mission">{t('about.mission')}</h2>
                <p>{info.mission}</p>
              </section>
              <section className="mk-card" aria-labelledby="mk-vision">
                <h2 id="mk-vision">{t('about.vision')}</h2>
                <p>{info.vision}</p>
              </section>
            </div>
            <BusinessHours hours={info.hours} timeZone={info.timeZone} />
          </>
        )}
      </DataView>
      <TeamPreview />
    </TitledPage>
  );
}
