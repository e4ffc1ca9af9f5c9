import { useApi } from '@site/shared/api';
import type { HomeContent } from '@site/shared/types';

export const homeKey = '/content/home';

export const useHome = () => useApi<HomeContent>(homeKey);
