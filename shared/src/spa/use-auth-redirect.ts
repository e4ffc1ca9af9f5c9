import { useEffect } from 'react';
import { isApiError, navigate } from '@site/shared/api';
import { useLang } from '@site/shared/i18n';
import { loginHref } from '@site/shared/routes';

/**
 * Lists fetched silently (to show their own error and retry) still need the client's 401
 * handling: the session ended, so go to login and come back here afterwards. The address is the
 * window's, not a router's: shared modules are one copy per page, and each remote has a
 * react-router of its own, whose context this module could not read.
 */
export function useAuthRedirect(error: unknown): void {
  const lang = useLang();
  const unauthorized = isApiError(error) && error.status === 401;
  useEffect(() => {
    if (unauthorized) navigate(loginHref(lang, `${window.location.pathname}${window.location.search}`));
  }, [unauthorized, lang]);
}
