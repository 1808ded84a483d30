import * as z from 'zod';
import { emailField } from '../validation/fields.ts';

/** Input schemas of the account endpoints; the SPA's forms use the same ones. */
export const loginInputSchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'Vul je wachtwoord in.' })
    .min(1, 'Vul je wachtwoord in.')
    .max(1024, 'Dit wachtwoord is te lang.'),
});

export type LoginInput = z.infer<typeof loginInputSchema>;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** Length rules only (browser-safe); the server adds the common-password check. No composition rules. */
export const passwordField = z
  .string({ error: 'Vul een wachtwoord in.' })
  .min(PASSWORD_MIN_LENGTH, `Kies een wachtwoord van minstens ${PASSWORD_MIN_LENGTH} tekens.`)
  .max(PASSWORD_MAX_LENGTH, `Een wachtwoord mag maximaal ${PASSWORD_MAX_LENGTH} tekens hebben.`);

/** A new password typed twice (password set, reset, change). */
export const newPasswordSchema = z
  .object({
    password: passwordField,
    passwordConfirmation: z.string({ error: 'Herhaal het wachtwoord.' }).min(1, 'Herhaal het wachtwoord.'),
  })
  .refine((value) => value.password === value.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: 'De wachtwoorden komen niet overeen.',
  });

export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });

/** A new password for the signed-in user: the current one first, then the new one twice. */
export const changePasswordSchema = z.intersection(
  newPasswordSchema,
  z.object({
    currentPassword: z
      .string({ error: 'Vul je huidige wachtwoord in.' })
      .min(1, 'Vul je huidige wachtwoord in.'),
  }),
);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
