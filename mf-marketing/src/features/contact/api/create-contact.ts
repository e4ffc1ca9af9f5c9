import { api } from '@site/shared/api';
import type { ContactMessageInput } from '@site/shared/types';

export const contactPath = '/contact';

/** Errors stay inline on the form, so the shared toast and error screen are silenced. */
export const createContactMessage = (input: ContactMessageInput) =>
  api.post<{ id: string }>(contactPath, input, { silent: true });
