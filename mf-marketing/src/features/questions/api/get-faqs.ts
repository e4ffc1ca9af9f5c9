import { useApi } from '@site/shared/api';
import type { Faq } from '@site/shared/types';

export const faqsKey = '/faqs';

export const useFaqs = () => useApi<Faq[]>(faqsKey);
