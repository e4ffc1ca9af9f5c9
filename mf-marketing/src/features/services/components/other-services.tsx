import { ServiceCard } from '../../../components/cards/service-card';
import { useMk } from '../../../locales';
import { useServices } from '../api/get-services';

/** The rest of the catalogue below a service, so visitors can move between services. */
export function OtherServices({ currentId }: { currentId: string }) {
  const { t } = useMk();
  const { data } = useServices();
  const others = (data ?? []).filter((s) => s.id !== currentId);
  if (others.length === 0) return null;
  return (
    <section className="mk-section" aria-labelledby="mk-other-services">
      <h2 className="mk-section__title" id="mk-other-services">{t('services.others')}</h2>
      <ul className="mk-grid">
        {others.map((s) => <li key={s.id}><ServiceCard service={s} /></li>)}
      </ul>
    </section>
  );
}
