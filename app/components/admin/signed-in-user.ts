import { data } from 'react-router'
import { can, type Right, type Role } from '~/core/rights'
import { apiRequest, getToken } from '~/lib/api-client'

/** Who is signed in to the portal, as the guard learns it (`GET /api/auth/user`). */
export interface SignedInUser {
  _id: string
  username: string
  email: string
  role: Role
  /** REQUIRE_2FA asks for a second factor not set up yet: the portal shows only its set-up. */
  twoFactorSetupRequired?: boolean
}

/**
 * The signed-in user, looked up once per token and again by the guard on every move between
 * screens (`lookingUpUser`). A screen's loader, which runs beside the guard's, waits for it
 * (`requireRight`) instead of calling an API its role may not use.
 */
let lookup: { token: string; user: Promise<SignedInUser | null> } | undefined

/** The guard's own lookup for this navigation, so screens share its answer. */
export function lookingUpUser(token: string, user: Promise<SignedInUser | null>) {
  lookup = { token, user: user.catch(() => null) }
}

export function signedInUser(): Promise<SignedInUser | null> {
  const token = getToken()
  if (!token) return Promise.resolve(null)
  if (lookup?.token !== token) {
    lookingUpUser(token, apiRequest<SignedInUser>('/api/auth/user', { auth: true }))
  }
  return lookup!.user
}

/** The portal's answer to a screen the role may not use: shown in the shell by the sections. */
export const FORBIDDEN = 'You do not have access to this screen.'

/**
 * For a screen's loader: goes on when the signed-in user's role has the right, and otherwise
 * ends the load with a 403 the sections' error boundary shows (docs/product.md §Roles). The
 * server refuses the calls anyway; this keeps the screen from making them.
 */
export async function requireRight(right: Right): Promise<void> {
  const user = await requireSetUp()
  if (user && !can(user.role, right)) throw data(FORBIDDEN, { status: 403 })
}

/**
 * For a screen's loader: the signed-in user, once their account may use the portal. While
 * REQUIRE_2FA asks them for a second factor they have not set up, the guard shows the set-up
 * instead of any screen, and the screen's load ends here, without calls the server would
 * refuse (docs/product.md §Settings).
 */
export async function requireSetUp(): Promise<SignedInUser | null> {
  const user = await signedInUser()
  if (user?.twoFactorSetupRequired) throw data(SET_UP_FIRST, { status: 403 })
  return user
}

export const SET_UP_FIRST = 'Set up two-factor sign-in first'
