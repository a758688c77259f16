import { useEffect } from 'react'
import {
  Outlet,
  useMatches,
  useNavigate,
  useRevalidator,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { adminMeta, sectionTitle } from '~/components/admin/admin-meta'
import { AdminShell } from '~/components/admin/admin-shell'
import { withNavItems } from '~/components/admin/admin-nav-items'
import { COLLECTIONS } from '~/collections'
import { AuthVerifying } from '~/components/admin/auth-verifying'
import { PortalBrandContext } from '~/components/admin/portal-brand'
import { lookingUpUser } from '~/components/admin/signed-in-user'
import { can } from '~/core/rights'
import { toast } from '~/components/ui/toaster'
import { fetchCurrentUser, logout } from '~/features/auth/api'
import { TwoFactorSetupRequired } from '~/features/auth/components/two-factor-setup-required'
import type { AuthUser } from '~/features/auth/schemas'
import { listMessages } from '~/features/leads/api'
import { getBrandOrDefaults } from '~/features/brand/api'
import { brandDefaults } from '~/features/brand/schemas'
import { clearToken, getToken, isUnauthorized, logError, onUnauthorized } from '~/lib/api-client'
import type { Route } from './+types/guard'

const AUTH_FAILED = 'Authentication failed. Please log in again.'

/** The sidebar: its fixed links, and each collection's where its declaration puts it. */
const NAV_ITEMS = withNavItems(
  COLLECTIONS.map((collection) => ({
    to: `/admin/${collection.id}`,
    label: collection.labels.nav,
    icon: collection.admin.icon,
    right: collection.right,
    position: collection.admin.navPosition,
  })),
)

export const meta = () => adminMeta('Admin')

/**
 * What the portal on screen was let in with, set while the guard is mounted. The loader runs
 * again on every move between sections and every revalidate(); there only a 401 ends the session,
 * while a lookup that got no answer (or a 5xx) is logged and the user stays in. Entering the
 * portal finds nothing here and verifies strictly (docs/product.md §Admin guard).
 */
let admitted: { user: AuthUser; unreadCount: number } | null = null

/**
 * The portal page last asked for: the loader runs first on every move between sections, so a 401
 * from any call made on the way there already knows where the user was going. (Read from the
 * router's pending location instead, it could still name the page being left: React commits that
 * state after the calls have started, and a fast 401 can come first.)
 */
let requested: { pathname: string; search: string } = { pathname: '/admin/dashboard', search: '' }

/**
 * No token means unauthenticated without a call; otherwise the user lookup decides
 * (docs/product.md §Admin guard).
 * The unread count for the sidebar comes along; revalidating refreshes both.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url)
  requested = { pathname: url.pathname, search: url.search }
  const token = getToken()
  if (!token) return { user: null, failed: false, unreadCount: 0, brand: brandDefaults }
  const brand = getBrandOrDefaults()
  const previous = admitted
  const lookup = fetchCurrentUser()
  // The screens' loaders, started beside this one, wait for the role before their calls.
  lookingUpUser(
    token,
    lookup.catch(() => previous?.user ?? null),
  )
  // Only a role that reads the messages has an unread count to show.
  const unread = async (user: AuthUser) => {
    if (!can(user.role, 'leads') || user.twoFactorSetupRequired) return 0
    try {
      return (await listMessages()).filter((m) => !m.read).length
    } catch (error) {
      if (!isUnauthorized(error)) logError('Failed to count unread messages', error)
      // Keep the count on screen rather than claim nothing is unread.
      return previous?.unreadCount ?? 0
    }
  }
  try {
    const user = await lookup
    return { user, failed: false, unreadCount: await unread(user), brand: await brand }
  } catch (error) {
    if (previous && !isUnauthorized(error)) {
      logError('Could not re-check the session', error)
      return {
        user: previous.user,
        failed: false,
        unreadCount: await unread(previous.user),
        brand: await brand,
      }
    }
    // On entry a non-OK answer or no answer at all means "not signed in"; later, only a 401
    // (docs/product.md §Admin guard).
    return { user: null, failed: true, unreadCount: 0, brand: brandDefaults }
  }
}
clientLoader.hydrate = true as const

/**
 * Every move between sections re-runs the loader, so the sidebar's unread count follows messages
 * read or received meanwhile. React Router 7's framework mode does so by default today; its data
 * mode would not (the guard's own URL and params do not change), hence stated here.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname
}

/** What the server renders, and what shows until the browser has checked the token. */
export function HydrateFallback() {
  return <AuthVerifying />
}

export default function AdminGuard({ loaderData }: Route.ComponentProps) {
  const { user, failed, unreadCount, brand } = loaderData
  const navigate = useNavigate()
  const matches = useMatches()
  const { revalidate } = useRevalidator()

  // Unauthenticated: drop the token, say so when a check failed, and go to sign-in with the
  // page that was asked for, replacing this entry so Back does not return to the guard.
  useEffect(() => {
    if (user) return
    clearToken()
    if (failed) toast.error(AUTH_FAILED, { id: AUTH_FAILED })
    navigate('/admin/login', { replace: true, state: { from: requested } })
  }, [user, failed, navigate])

  // Any later 401, from any call, ends the session the same way (docs/product.md §Admin guard).
  useEffect(() => {
    if (!user) return
    return onUnauthorized(() => {
      toast.error(AUTH_FAILED, { id: AUTH_FAILED })
      navigate('/admin/login', { replace: true, state: { from: requested } })
    })
  }, [user, navigate])

  useEffect(() => {
    if (!user) return
    admitted = { user, unreadCount }
    return () => {
      admitted = null
    }
  }, [user, unreadCount])

  if (!user) return <AuthVerifying />

  const title = matches.map(sectionTitle).filter(Boolean).at(-1) ?? 'Admin'

  const signOut = async () => {
    try {
      await logout()
    } catch (error) {
      // The token may already be gone on the server; signing out here still completes.
      if (!isUnauthorized(error)) logError('Logout request failed', error)
    }
    clearToken()
    toast.success('You have been successfully logged out')
    navigate('/admin/login', { replace: true })
  }

  // REQUIRE_2FA: until this account has a second factor, the portal is its set-up alone (the
  // server refuses everything else to the session anyway).
  if (user.twoFactorSetupRequired) {
    return (
      <PortalBrandContext value={brand}>
        <TwoFactorSetupRequired onDone={() => void revalidate()} onLogout={() => void signOut()} />
      </PortalBrandContext>
    )
  }

  return (
    <AdminShell
      navItems={NAV_ITEMS}
      title={title}
      username={user.username || 'Admin'}
      role={user.role}
      unreadCount={unreadCount}
      onLogout={() => void signOut()}
      brand={brand}
    >
      <Outlet />
    </AdminShell>
  )
}
