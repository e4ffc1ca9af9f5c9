import { currentLang } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import { ButtonLink } from './button';
import { useUiText } from './use-ui-text';

export interface ErrorScreenProps {
  statusCode: number;
  /** The server-supplied status message. */
  message?: string;
  /** Defaults to the home route (named index) in the page language. */
  homeHref?: string;
}

/** The error screen: status code, 'something went wrong', the message, back to home. */
export function ErrorScreen({ statusCode, message, homeHref }: ErrorScreenProps) {
  const { t } = useUiText();
  return (
    <section className="ui-error-screen" aria-labelledby="ui-error-heading">
      <p className="ui-error-screen__code">
        <bdi>{statusCode}</bdi>
      </p>
      <h1 id="ui-error-heading" className="ui-error-screen__heading">{t('errors.heading')}</h1>
      {message && <p className="ui-error-screen__message">{message}</p>}
      <ButtonLink href={homeHref ?? href('index', currentLang())}>{t('errors.backHome')}</ButtonLink>
    </section>
  );
}
