import { ListPage } from '../../../components/list-page';
import { usePartners } from '../api/get-partners';
import { PartnerCard } from './partner-card';

export const PartnersPage = () => <ListPage texts="partners" result={usePartners()} renderItem={(p) => <PartnerCard partner={p} />} />;
