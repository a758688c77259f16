import { emailAddress, newPassword } from '~/lib/passwords'
import { z } from '~/lib/validation'

/** A colleague an admin adds to the team (docs/product.md §Team). */
export const newAccountInput = z.object({
  email: emailAddress,
  username: z.string().trim().min(1, 'Required').max(60),
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
