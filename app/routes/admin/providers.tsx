import { Outlet, useLocation, useNavigation } from 'react-router'
import { AdminProviders } from '~/components/admin/admin-providers'
import { AuthVerifying } from '~/components/admin/auth-verifying'

/** Behind the guard: every /admin page but the sign-in page. */
const guarded = (pathname: string) =>
  (pathname === '/admin' || pathname.startsWith('/admin/')) && pathname !== '/admin/login'

/** Every /admin page, sign-in included: the portal's toasts and tooltips. */
export default function AdminProvidersRoute() {
  const location = useLocation()
  const navigation = useNavigation()
  // Signing in moves client-side into the guard, whose loader checks the token first: the
  // guard's verifying state (docs/product.md §Admin guard) shows meanwhile, not the sign-in form
  // that was just sent. (A full load shows it as the guard's HydrateFallback.)
  const entering =
    navigation.state === 'loading' &&
    guarded(navigation.location.pathname) &&
    !guarded(location.pathname)
  return <AdminProviders>{entering ? <AuthVerifying /> : <Outlet />}</AdminProviders>
}
