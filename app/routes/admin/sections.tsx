import { isRouteErrorResponse, Link, Outlet } from 'react-router'
import { FORBIDDEN } from '~/components/admin/signed-in-user'
import { ApiError } from '~/lib/api-client'
import type { Route } from './+types/sections'

/** Every portal screen, inside the shell: its errors stay inside the shell too. */
export default function Sections() {
  return <Outlet />
}

/**
 * A screen the role may not use (a 403 from its loader, or from a call it made), a path that
 * names no screen (404), or any other failure: said where the screen would be, with the sidebar still there to go elsewhere.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const forbidden =
    (isRouteErrorResponse(error) && error.status === 403) ||
    (error instanceof ApiError && error.status === 403)
  const missing = isRouteErrorResponse(error) && error.status === 404
  return (
    <section
      role="alert"
      className="bg-card mx-auto flex max-w-xl flex-col gap-3 rounded-xl border p-6 text-sm"
    >
      <h2 className="text-lg font-semibold">
        {forbidden ? 'Forbidden' : missing ? 'Page not found' : 'Something went wrong'}
      </h2>
      <p className="text-muted-foreground">
        {forbidden
          ? FORBIDDEN
          : missing
            ? 'There is no such screen in the portal.'
            : 'This screen could not be shown. Please try again.'}
      </p>
      <Link to="/admin/dashboard" className="text-primary underline-offset-4 hover:underline">
        Go to the dashboard
      </Link>
    </section>
  )
}
