import { Trans } from '@site/shared/i18n';
import { NS } from '../locales';

/** "For example +966… or name@…": the examples are LTR islands inside Arabic text. */
export function IdentifierHint() {
  return <Trans ns={NS} i18nKey="login.identifierHint" components={{ ltr: <bdi dir="ltr" /> }} />;
}
