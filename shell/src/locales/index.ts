import { registerNamespace } from '@site/shared/i18n';
import en from './en.json';
import ar from './ar.json';

export const SHELL_NS = 'shell';

export function registerShellLocales(): void {
  registerNamespace(SHELL_NS, { en, ar });
}
