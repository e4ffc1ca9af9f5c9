import { z } from 'zod';
import { maxLength, required } from '../rules';
import type { Translate } from '../translator';
import { text } from '../zod-fields';
import { LIMITS, emailField, nameField, phoneField } from './fields';

/** POST /api/contact: a visitor's message (name, mobile, email, message). */
export const contactSchema = (t: Translate) =>
  z.object({
    name: nameField(t),
    mobile: phoneField(t, 'mobile'),
    email: emailField(t),
    message: text(t, 'message', required(), maxLength(LIMITS.message)),
  });

export type ContactInput = z.output<ReturnType<typeof contactSchema>>;
