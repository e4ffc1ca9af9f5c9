import { registerNamespace } from '@site/shared/i18n';
import ar from './ar.json';
import en from './en.json';

/** This remote's translations, added to the page's i18next instance on import; `useGroupsT` translates with them. */
export const { useT: useGroupsT } = registerNamespace('groups', { en, ar });
