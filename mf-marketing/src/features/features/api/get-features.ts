import { useApi } from '@site/shared/api';
import type { Feature } from '@site/shared/types';

export const featuresKey = '/features';

export const useFeatures = () => useApi<Feature[]>(featuresKey);
