import { z } from '~/lib/validation'

export const MIN_PASSWORD_LENGTH = 12

/** The answer to a reset link that is unknown, used or expired, shown as it is by the screen. */
export const INVALID_RESET_LINK = 'Invalid or expired reset link'

export const loginInput = z.object({
  email: z.string().trim().min(1, 'Required').max(254).pipe(z.email()),
  password: z.string().min(1, 'Required').max(256),
})

export const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(256)

export const changePasswordInput = z.object({
  currentPassword: z.string().min(1, 'Required').max(256),
  newPassword,
})

export interface AuthUser {
  _id: string
  username: string
  email: string
}

export const newAccountInput = z.object({
  email: loginInput.shape.email,
  username: z.string().trim().min(1, 'Required').max(60),
  password: newPassword,
})

export const forgotPasswordInput = z.object({ email: loginInput.shape.email })

export const resetPasswordInput = z.object({
  token: z.string().min(1, 'Required').max(200),
  password: newPassword,
})

/** A staff account as the API shows it: never its password hash. */
export interface Account {
  _id: string
  username: string
  email: string
  createdAt: string
  lastLoginAt: string | null
}
