import { z } from 'zod';
import { profileSchema, type Translate } from '@site/shared/validation';

/** The profile form plus the current password, which the API asks for when the email or phone changes. */
export const profileEditSchema = (t: Translate) => profileSchema(t).extend({ currentPassword: z.string().optional() });
export type ProfileEditValues = z.input<ReturnType<typeof profileEditSchema>>;
