import { ListPage } from '../components/list-page';
import { ListDataPage } from '../components/titled-page';
import { usePlans } from '../features/plans/api/get-plans';
import { PlanGrid } from '../features/plans/components/plan-grid';
import { useSubscriptions } from '../features/subscriptions/api/get-subscriptions';
import { SubscriptionCard } from '../features/subscriptions/components/subscription-card';
import { useMk } from '../locales';

export function PlansPage() {
  const { t } = useMk();
  return (
    <ListDataPage title={t('plans.title')} lead={t('plans.lead')} result={usePlans()} emptyText={t('plans.empty')}>
      {(items) => <PlanGrid plans={items} />}
    </ListDataPage>
  );
}

export function SubscriptionsPage() {
  const { t } = useMk();
  return (
    <ListPage
      title={t('subscriptions.title')}
      lead={t('subscriptions.lead')}
      result={useSubscriptions()}
      emptyText={t('subscriptions.empty')}
      renderItem={(s) => <SubscriptionCard item={s} />}
    />
  );
}
