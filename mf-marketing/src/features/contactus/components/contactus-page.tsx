import { DataView } from '../../../components/data-view';
import { TitledPage } from '../../../components/titled-page';
import { Skeleton } from '../../../components/skeleton';
import { useCompany } from '../../../api/get-company';
import { ContactForm } from './contact-form';
import { ContactInfo } from './contact-info';
import { useMk } from '../../../locales';

export function ContactusPage() {
  const { t } = useMk();
  const company = useCompany();
  return (
    <TitledPage title={t('contact.title')} lead={t('contact.lead')}>
      <div className="mk-contact">
        <DataView result={company} skeleton={<Skeleton count={1} variant="lines" />}>
          {(info) => <ContactInfo info={info} />}
        </DataView>
        <ContactForm />
      </div>
    </TitledPage>
  );
}
