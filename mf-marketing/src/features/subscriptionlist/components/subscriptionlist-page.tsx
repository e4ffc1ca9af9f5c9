import { ListPage } from '../../../components/list-page';
import { useSubscriptions } from '../api/get-subscriptions';
import { SubscriptionCard } from './subscription-card';

export const SubscriptionListPage = () => <ListPage texts="subscriptions" result={useSubscriptions()} renderItem={(s) => <SubscriptionCard item={s} />} />;
