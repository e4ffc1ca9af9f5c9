import { isApiError } from '@site/shared/api';

export interface ErrorInfo {
  status: number;
  message: string;
  /** Further server lines (validation issues, attempts left), without the message itself. */
  details: string[];
}

/**
 * Error text for inline display. The server's translated text is used for answers it
 * meant for the user (4xx); network failures and 5xx get `fallback` (SPEC 8 wording).
 */
export function errorInfo(error: unknown, fallback: string): ErrorInfo {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) {
    return { status: isApiError(error) ? error.status : 0, message: fallback, details: [] };
  }
  const details = error.messages.filter((m) => m !== error.message);
  return { status: error.status, message: error.message || fallback, details };
}
