import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type LinksFunction,
} from 'react-router'
import type { Route } from './+types/root'
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import '~/app.css'
import { themeScript } from '~/lib/theme'

export const links: LinksFunction = () => [
  // Fetch the text font alongside the stylesheet instead of after it: the first paint then
  // usually has it already, so headings do not re-flow when it arrives.
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  // Made from the brand's logo by the server, per content version (ADR 061).
  { rel: 'icon', href: '/brand/icon-32.png', type: 'image/png', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/brand/icon-180.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
]

/** The public site's layout, whose loader knows a page's language (ADR 078). */
const SITE_LAYOUT_ID = 'routes/site/layout'

export function Layout({ children }: { children: React.ReactNode }) {
  // A public page is in its address's language; the portal is English (its own interface).
  const site = useRouteLoaderData<{ language?: { code: string; dir: 'ltr' | 'rtl' } }>(
    SITE_LAYOUT_ID,
  )
  const language = site?.language ?? { code: 'en', dir: 'ltr' }
  return (
    // The theme script sets class and color-scheme on <html> before React hydrates.
    <html lang={language.code} dir={language.dir} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Its text is needed in the HTML only: the browser bundle leaves it out (ADR 019's
            budget), and hydration keeps the script the server sent. */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? themeScript : '' }}
        />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? error.statusText || `${error.status}`
    : error instanceof Error
      ? error.message
      : 'Unknown error'
  return (
    <main className="mx-auto flex min-h-screen max-w-2xl flex-col justify-center gap-4 p-8">
      <h1 className="text-3xl font-bold">Unexpected Application Error!</h1>
      <p className="text-muted-foreground">{detail}</p>
      <a href="/" className="text-primary underline underline-offset-4">
        Return to Home
      </a>
    </main>
  )
}
