import { api } from '@site/shared/api';
import type { ContactInput } from '@site/shared/validation';

export const contactPath = '/contact';

/** Errors stay inline on the form, so the shared toast and error screen are silenced. */
export const createContactMessage = (input: ContactInput) =>
  api.post<{ id: string }>(contactPath, input, { silent: true });
