import { i18n, registerNamespace } from '@site/shared/i18n';
import en from './locales/en.json';
import ar from './locales/ar.json';

export const NS = 'portal';

const register = () => registerNamespace(NS, { en, ar });

// Registered at module load; the standalone entry may import this before i18next is initialised.
if (i18n.isInitialized) register();
else i18n.on('initialized', register);
