import { ROLES, type Role } from '~/core/rights'
import { emailAddress, newPassword } from '~/lib/passwords'
import { z } from '~/lib/validation'

const role = z.enum(ROLES, 'Choose admin, editor or sales')

/** A colleague an admin adds to the team (docs/product.md §Team); an editor unless said. */
export const newAccountInput = z.object({
  email: emailAddress,
  username: z.string().trim().min(1, 'Required').max(60),
  password: newPassword,
  role: role.default('editor'),
})

/** What an admin changes of a colleague's account: the role. */
export const accountChangeInput = z.object({ role })

/** A staff account as the API shows it: never its password hash. */
export interface Account {
  _id: string
  username: string
  email: string
  role: Role
  createdAt: string
  lastLoginAt: string | null
  /** Whether the account has two-factor sign-in (in `GET /api/users`). */
  twoFactor?: boolean
}
