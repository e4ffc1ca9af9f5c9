/** Error body every API error uses: `message` (the toast text), then `errors[]`. */
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

/** What the error screen shows: the status code and the server's status message. */
export interface AppErrorInfo {
  statusCode: number;
  statusMessage: string;
}
