import { ROLES, type Role } from '~/core/rights'
import { emailAddress, newPassword } from '~/lib/passwords'
import { optionalImageUrl, optionalText, z } from '~/lib/validation'

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

/**
 * What a post's author card shows of an account (issue #39), edited by the account's owner on
 * Settings: empty fields become null, and the card then shows the username, and nothing else.
 */
export const authorProfileInput = z.object({
  publicName: optionalText(80),
  jobTitle: optionalText(80),
  photoUrl: optionalImageUrl,
  bio: optionalText(400),
})

export type AuthorProfileInput = z.input<typeof authorProfileInput>
export type AuthorProfile = z.output<typeof authorProfileInput>
