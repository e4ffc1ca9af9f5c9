import { z } from 'zod';
import { ROLES } from '../permissions';
import { TICKET_DEPARTMENTS } from '../tickets/constants';
import { maxLength, required } from '../validation/rules';
import type { Translate } from '../validation/translator';
import { text } from '../validation/zod-fields';
import { newPasswordFields, withPasswordConfirmed } from '../validation/schemas/account';
import { birthDateField, genderField, nameField, phoneField } from '../validation/schemas/fields';

/*
 * Console request bodies (checked after the permission, so their messages are for staff). The
 * accept-invite form is a public form and is built from the shared field rules instead.
 */
export const inviteSchema = z.object({
  email: z.email().max(254).transform((value) => value.trim().toLowerCase()),
  fullName: z.string().trim().min(1).max(100),
  role: z.enum(['agent', 'editor', 'admin']),
  departments: z.array(z.enum(TICKET_DEPARTMENTS)).max(TICKET_DEPARTMENTS.length).default([]),
});

export const roleSchema = z.object({ role: z.enum(ROLES) });
export const departmentsSchema = z.object({ departments: z.array(z.enum(TICKET_DEPARTMENTS)).max(TICKET_DEPARTMENTS.length) });

export const clientQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  after: z.string().max(200).optional(),
});

export type InviteInput = z.output<typeof inviteSchema>;
export type ClientQuery = z.output<typeof clientQuerySchema>;

/** The invite link's form: the person's own details and a password (their email is the invite's). */
export const acceptInviteSchema = (t: Translate) =>
  withPasswordConfirmed(
    z.object({
      token: text(t, 'code', required(), maxLength(200)),
      fullName: nameField(t, 'fullName'),
      phone: phoneField(t),
      gender: genderField(t),
      birthDate: birthDateField(t),
      ...newPasswordFields(t),
    }),
    t,
  );

export type AcceptInviteInput = z.output<ReturnType<typeof acceptInviteSchema>>;
