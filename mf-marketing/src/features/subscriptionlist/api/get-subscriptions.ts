import { useApi } from '@site/shared/api';
import type { Subscription } from '@site/shared/types';

export const subscriptionsKey = '/subscriptions';

export const useSubscriptions = () => useApi<Subscription[]>(subscriptionsKey);
