import { z } from '~/lib/validation'

export const MIN_PASSWORD_LENGTH = 12

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
