import { ExternalLinkIcon } from 'lucide-react'
import { buttonVariants } from '~/components/ui/button-variants'
import { ThemeToggleButton } from './theme-toggle-button'

/**
 * The section title, the welcome, 'View site' and the theme toggle (docs/product.md §Admin
 * shell). On a phone the welcome stays, in smaller type; a long name is cut short with an
 * ellipsis rather than pushing the buttons off screen. 'View site' opens the public site in a
 * new tab, so the portal stays where it was; on a phone it is its icon alone.
 */
export function AdminHeader({ title, username }: { title: string; username: string }) {
  return (
    <header className="bg-background/90 sticky top-0 z-30 flex h-16 items-center justify-between gap-3 border-b px-4 backdrop-blur md:px-8">
      <h1 className="min-w-0 truncate text-lg font-semibold md:text-xl">{title}</h1>
      <div className="flex min-w-0 items-center gap-1 sm:gap-2">
        <p className="text-muted-foreground min-w-0 truncate text-xs sm:text-sm">
          Welcome, <span className="text-foreground font-medium">{username}</span>
        </p>
        <a
          href="/"
          target="_blank"
          rel="noreferrer"
          className={buttonVariants({ variant: 'ghost', className: 'shrink-0 px-2.5 sm:px-3' })}
        >
          <ExternalLinkIcon aria-hidden />
          <span className="max-sm:sr-only">View site</span>
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <ThemeToggleButton />
      </div>
    </header>
  )
}
