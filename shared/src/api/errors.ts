/** Body of an error answer: the toast reads message, then error.message, then errors[0]. */
export interface ApiErrorPayload {
  message?: unknown;
  error?: unknown;
  errors?: unknown;
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The user-facing message of an error body, or null when it carries none. */
export function messageOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return nonEmpty(body) ? body : null;
  const { message, error, errors } = body as ApiErrorPayload;
  if (nonEmpty(message)) return message;
  if (error && typeof error === 'object' && nonEmpty((error as { message?: unknown }).message)) {
    return (error as { message: string }).message;
  }
  if (Array.isArray(errors)) {
    const first: unknown = errors[0];
    if (nonEmpty(first)) return first;
    if (first && typeof first === 'object' && nonEmpty((first as { message?: unknown }).message)) {
      return (first as { message: string }).message;
    }
  }
  return null;
}

/** Thrown for every failed call. `status` 0 means the request never got an answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, fallbackMessage: string) {
    super(messageOf(body) ?? fallbackMessage);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** Every message the server sent (validation errors of a 422), message first when no list. */
  get messages(): string[] {
    const errors = (this.body as ApiErrorPayload | null)?.errors;
    const list = Array.isArray(errors) ? errors.filter(nonEmpty) : [];
    return list.length ? list : [this.message];
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** An error as a form or panel shows it inline. */
export interface ErrorText {
  /** HTTP status; 0 for a network failure or an error that is not an API answer. */
  status: number;
  message: string;
  /** Further server lines (validation issues, attempts left), without the message itself. */
  details: string[];
}

/**
 * What to show for a failed call: the server's own reason whenever it gave one (message, then
 * error.message, then errors[0]), at any status; `fallback` for a network failure, an error that
 * is not an API answer, or an answer without a reason.
 */
export function errorText(error: unknown, fallback: string): ErrorText {
  const reason = isApiError(error) && error.status !== 0 ? messageOf(error.body) : null;
  if (!isApiError(error) || reason === null) {
    return { status: isApiError(error) ? error.status : 0, message: fallback, details: [] };
  }
  const details = error.messages.filter((m) => m !== reason);
  return { status: error.status, message: reason, details };
}
