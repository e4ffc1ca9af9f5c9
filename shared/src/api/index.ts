export { api, request, buildHeaders, buildUrl, type RequestOptions, type Query } from './client';
export { ApiError, isApiError, messageOf, errorText, type ApiErrorPayload, type ErrorText } from './errors';
export { RETRY_STATUSES, retriesFor, shouldRetryStatus, retrySettings, newIdempotencyKey, type HttpMethod } from './retry';
export { reportApiError, navigate } from './report-error';
export { getCookie, setCookie, deleteCookie, DAY_SECONDS, type CookieOptions } from './cookies';
export { AUTH_COOKIE, AUTH_COOKIE_MAX_AGE, getAuthUser, setAuthUser, clearAuthUser, isSignedIn, type AuthUser } from './auth-cookie';
export { useApi, apiKey, revalidateApi, type ApiKey, type UseApiOptions } from './use-api';
export { signOut } from './sign-out';
export { uploadFile, type UploadFileOptions } from './upload-file';
