import { useApi } from '@site/shared/api';
import type { TermsSection } from '@site/shared/types';

export const termsKey = '/terms';

export const useTerms = () => useApi<TermsSection[]>(termsKey);
