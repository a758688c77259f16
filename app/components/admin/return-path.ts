const DASHBOARD = '/admin/dashboard'

/** The screens before sign-in: returning to one of them after signing in makes no sense. */
const BEFORE_SIGN_IN = new Set(['/admin/login', '/admin/forgot-password', '/admin/reset-password'])

/**
 * Where signing in goes (docs/product.md §Admin login): the portal page the guard sent the user
 * away from, passed along as history state, else the dashboard. Only a path of this site under
 * `/admin/` is taken, never anything that could leave it (`//host`, a backslash, a scheme), so
 * the state can never become an open redirect.
 */
export function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from
  const pathname = from?.pathname
  const search = typeof from?.search === 'string' ? from.search : ''
  if (
    typeof pathname !== 'string' ||
    !pathname.startsWith('/admin/') ||
    BEFORE_SIGN_IN.has(pathname) ||
    /[\\\s]|\/\//.test(pathname) ||
    (search !== '' && !search.startsWith('?')) ||
    /[\\\s#]/.test(search)
  ) {
    return DASHBOARD
  }
  return pathname + search
}
