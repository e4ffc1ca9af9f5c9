import { ListPage } from '../../../components/list-page';
import { useBranches } from '../api/get-branches';
import { BranchCard } from './branch-card';

export const BranchesPage = () => <ListPage texts="branches" result={useBranches()} renderItem={(b) => <BranchCard branch={b} />} />;
