import type { Account } from '@site/shared/types';
import { useApi } from '@site/shared/api';
import { formatDate, useLang } from '@site/shared/i18n';
import type { StaffList } from '@site/shared/people';
import { Skeleton } from '@site/shared/ui/core';
import { SectionPage } from '../../../components/section-page';
import { useAdminT } from '../../../locales';
import { STAFF_KEY } from '../api/people-api';
import { ClientsSection } from './clients-section';
import { InviteForm } from './invite-form';
import { StaffTable } from './staff-table';

/** /admin/people: staff and clients' accounts (admins only). */
export function PeoplePage() {
  return <SectionPage section="people">{(me) => <People me={me} />}</SectionPage>;
}

function People({ me }: { me: Account }) {
  const { t } = useAdminT();
  const lang = useLang();
  const list = useApi<StaffList>(STAFF_KEY);
  return (
    <>
      <section aria-labelledby="ad-staff-title" className="ad-page-part">
        <h2 id="ad-staff-title">{t('people.staffHeading')}</h2>
        <InviteForm />
        {!list.data ? <Skeleton lines={4} /> : (
          <>
            {list.data.invites.length > 0 && (
              <>
                <h3>{t('people.pendingHeading')}</h3>
                <ul className="ad-invites">
                  {list.data.invites.map((invite) => (
                    <li key={invite.id}>
                      <bdi>{invite.fullName}</bdi> <span dir="ltr">{invite.email}</span> · {t(`people.roles.${invite.role}`)} ·{' '}
                      {t('people.expires', { date: formatDate(invite.expiresAt, lang, { dateStyle: 'medium' }) })}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <StaffTable staff={list.data.staff} meId={me.id} />
          </>
        )}
      </section>
      <section aria-labelledby="ad-clients-title" className="ad-page-part">
        <h2 id="ad-clients-title">{t('people.clientsHeading')}</h2>
        <ClientsSection />
      </section>
    </>
  );
}
