/** Languages the product speaks (SPEC 9). */
export type Lang = 'ar' | 'en';

/** Error body every API error uses (SPEC 8): `message`, then `errors[]`. */
export interface ApiErrorBody {
  message: string;
  errors: string[];
}

/** Paginated list envelope used by every growing list endpoint. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** SPEC 3: the error object shown by the error screen. */
export interface AppErrorInfo {
  statusCode: number;
  statusMessage: string;
}
