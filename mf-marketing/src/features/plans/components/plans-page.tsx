import { ListDataPage } from '../../../components/titled-page';
import { usePlans } from '../api/get-plans';
import { PlanGrid } from './plan-grid';

export const PlansPage = () => <ListDataPage texts="plans" result={usePlans()}>{(items) => <PlanGrid plans={items} />}</ListDataPage>;
