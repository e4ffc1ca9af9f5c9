import { Skeleton } from '../../../components/skeleton';
import { ListDataPage } from '../../../components/titled-page';
import { useTerms } from '../api/get-terms';
import { TermsView } from './terms-view';

export const TermsPage = () => <ListDataPage texts="terms" result={useTerms()} skeleton={<Skeleton count={4} variant="lines" />}>{(sections) => <TermsView sections={sections} />}</ListDataPage>;
