import type { Role } from '~/core/rights'
import { emailAddress, newPassword } from '~/lib/passwords'
import { z } from '~/lib/validation'

/** The answer to a reset link that is unknown, used or expired, shown as it is by the screen. */
export const INVALID_RESET_LINK = 'Invalid or expired reset link'

export const loginInput = z.object({
  email: emailAddress,
  password: z.string().min(1, 'Required').max(256),
})

export const changePasswordInput = z.object({
  currentPassword: z.string().min(1, 'Required').max(256),
  newPassword,
})

/** The signed-in user, as `GET /api/auth/user` shows it. */
export interface AuthUser {
  _id: string
  username: string
  email: string
  role: Role
}

export const forgotPasswordInput = z.object({ email: loginInput.shape.email })

export const resetPasswordInput = z.object({
  token: z.string().min(1, 'Required').max(200),
  password: newPassword,
})
