import { z } from './validation'

/** The product's password rule (docs/product.md §Team): every form and the API share it. */
export const MIN_PASSWORD_LENGTH = 12

export const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(256)

/** An e-mail address as sign-in and accounts take it: trimmed, then checked. */
export const emailAddress = z.string().trim().min(1, 'Required').max(254).pipe(z.email())

/**
 * A form's new password and its confirmation: the confirmation only the browser needs (a typo in
 * a new password would lock its owner out), checked against the password field `field`.
 */
export function withConfirmation<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  field: keyof Shape & string,
) {
  return schema
    .extend({ confirmPassword: z.string() })
    .refine(
      (v) =>
        (v as Record<string, unknown>)[field] === (v as Record<string, unknown>).confirmPassword,
      {
        message: 'Passwords do not match',
        path: ['confirmPassword'],
      },
    )
}
