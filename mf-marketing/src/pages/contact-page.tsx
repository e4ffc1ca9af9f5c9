import { DataView } from '../components/data-view';
import { PageHeader } from '../components/page-header';
import { Skeleton } from '../components/skeleton';
import { useCompany } from '../features/company/api/get-company';
import { ContactForm } from '../features/contact/components/contact-form';
import { ContactInfo } from '../features/contact/components/contact-info';
import { useMk } from '../i18n';

export function ContactPage() {
  const { t } = useMk();
  const company = useCompany();
  return (
    <div className="mk-page">
      <PageHeader title={t('contact.title')} lead={t('contact.lead')} />
      <div className="mk-contact">
        <DataView result={company} skeleton={<Skeleton count={1} variant="lines" />}>
          {(info) => <ContactInfo info={info} />}
        </DataView>
        <ContactForm />
      </div>
    </div>
  );
}
