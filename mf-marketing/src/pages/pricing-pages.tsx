import { DataView, isEmptyList } from '../components/data-view';
import { ListPage } from '../components/list-page';
import { PageHeader } from '../components/page-header';
import { usePlans } from '../features/plans/api/get-plans';
import { PlanGrid } from '../features/plans/components/plan-grid';
import { useSubscriptions } from '../features/subscriptions/api/get-subscriptions';
import { SubscriptionCard } from '../features/subscriptions/components/subscription-card';
import { useMk } from '../i18n';

export function PlansPage() {
  const { t } = useMk();
  const plans = usePlans();
  return (
    <div className="mk-page">
      <PageHeader title={t('plans.title')} lead={t('plans.lead')} />
      <DataView result={plans} isEmpty={isEmptyList} emptyText={t('plans.empty')}>
        {(items) => <PlanGrid plans={items} />}
      </DataView>
    </div>
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
