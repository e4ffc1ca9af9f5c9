import { usePageMatch } from '@site/shared/address';

/** The `:id`-style parameters of the page in the address bar (from the shared route table). */
export const usePageParams = (): Record<string, string> => usePageMatch()?.params ?? {};
