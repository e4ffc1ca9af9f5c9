import { useTranslation } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import { ErrorScreen } from '@site/shared/ui/core';
import type { Lang } from '@site/shared/lang';
import type { ShownError } from './select-error';

/** The error screen for the main area; 404 pages name the full path. */
export function ErrorArea({ error, lang }: { error: ShownError; lang: Lang }) {
  const { t } = useTranslation('common');
  const message = error.notFoundPath !== undefined
    ? t('errors.notFound', { path: error.notFoundPath })
    : error.message || t(`errors.${error.statusCode}`, { defaultValue: t('errors.generic') });
  return (
    <div role="alert">
      <ErrorScreen statusCode={error.statusCode} message={message} homeHref={href('index', lang)} />
    </div>
  );
}
