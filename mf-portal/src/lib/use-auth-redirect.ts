import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isApiError, navigate } from '@site/shared/api';
import { loginHref } from '@site/shared/routes';
import { useLang } from '@site/shared/i18n';

/**
 * Lists fetched silently (to show their own error and retry) still need the client's 401
 * handling: the session ended, so go to login and come back here afterwards.
 */
export function useAuthRedirect(error: unknown): void {
  const lang = useLang();
  const { pathname, search } = useLocation();
  const unauthorized = isApiError(error) && error.status === 401;
  useEffect(() => {
    if (unauthorized) navigate(loginHref(lang, `${pathname}${search}`));
  }, [unauthorized, lang, pathname, search]);
}
