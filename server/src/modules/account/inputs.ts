import { z } from 'zod';
import { LANGUAGES } from '@seedbed/contracts/languages';
import { DATE_FORMATS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@seedbed/contracts/validation';
import { timezone } from '@seedbed/contracts/schemas';

/**
 * updateMySettings: an argument left out stays as it is; null clears the choice, so the
 * interface falls back to the browser's language, the organisation's zone, the language's dates.
 */
export const settingsSchema = z
  .object({
    language: z.enum(LANGUAGES).nullable(),
    timezone: timezone().nullable(),
    dateFormat: z.enum(DATE_FORMATS).nullable(),
  })
  .partial()
  .strict();

/** The current password is only compared, so any length is read; the new one meets the shared limits. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
});

export const deleteAccountSchema = z.object({ password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });
