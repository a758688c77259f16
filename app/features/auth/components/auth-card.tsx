import { ArrowLeftIcon, LoaderCircleIcon, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { BrandMark, usePortalBrand } from '~/components/admin/portal-brand'
import { ThemeToggleButton } from '~/components/admin/theme-toggle-button'
import { Button } from '~/components/ui/button'

/**
 * The frame of the screens before sign-in (sign in, forgot and reset password): a way back to
 * the site, the theme toggle, and one card with the brand's logo or monogram and name (Settings
 * → Brand, given by the route), a heading and a line.
 */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) {
  const brand = usePortalBrand()
  return (
    <div className="bg-background relative flex min-h-screen flex-col items-center justify-center p-4">
      <header className="absolute top-4 right-4 left-4 flex items-center justify-between">
        <Button asChild variant="ghost" size="sm">
          <Link to="/">
            <ArrowLeftIcon aria-hidden />
            Back to website
          </Link>
        </Button>
        <ThemeToggleButton />
      </header>
      <main className="w-full max-w-sm">
        <div className="bg-card rounded-2xl border p-6 shadow-lg sm:p-8">
          <div className="mb-6 flex flex-col items-center gap-3 text-center">
            {brand && (
              <>
                <BrandMark
                  brand={brand}
                  logoClass="h-12 max-w-60"
                  monogramClass="size-12 rounded-xl"
                />
                <p className="font-semibold">{brand.name}</p>
              </>
            )}
            <h1 className="text-2xl font-bold">{title}</h1>
            <p className="text-muted-foreground text-sm">{description}</p>
          </div>
          {children}
        </div>
      </main>
    </div>
  )
}

/** An AuthCard form's submit button: its icon, or a spinner and the busy label while it works. */
export function AuthSubmit({
  icon: Icon,
  label,
  busyLabel,
  busy,
}: {
  icon: LucideIcon
  label: string
  busyLabel: string
  busy: boolean
}) {
  return (
    <Button type="submit" className="mt-2 w-full" disabled={busy}>
      {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <Icon aria-hidden />}
      {busy ? busyLabel : label}
    </Button>
  )
}
