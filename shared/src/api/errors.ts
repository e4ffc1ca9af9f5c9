/** Body of an error answer: SPEC 8 reads message, then error.message, then errors[0]. */
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
