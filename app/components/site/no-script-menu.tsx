import { clsx as cn } from 'clsx'
import { buttonVariants } from '~/components/ui/button-variants'
import { SiteIcon } from '~/components/ui/site-icon'
import { mainNav } from '~/content/site'

const MENU_ID = 'menu'

const iconLink =
  'hover:bg-muted focus-visible:ring-ring inline-flex size-11 items-center justify-center rounded-lg focus-visible:ring-2 focus-visible:outline-none'

/**
 * The phone menu without JavaScript: the menu button is a link to #menu and the menu shows while
 * it is the URL's target (CSS :target), so every page stays reachable on a narrow screen. With
 * JavaScript the browser ignores <noscript> and the dialog menu takes over.
 */
export function NoScriptMenu() {
  return (
    <noscript>
      <a href={`#${MENU_ID}`} className={cn(iconLink, 'md:hidden')}>
        <SiteIcon name="menu" className="size-6" />
        <span className="sr-only">Open menu</span>
      </a>
      <nav
        id={MENU_ID}
        aria-label="Mobile"
        className="bg-background fixed inset-0 z-50 hidden flex-col overflow-y-auto px-6 pt-4 pb-10 target:flex md:target:hidden"
      >
        <a href="#main" className={cn(iconLink, 'self-end')}>
          <SiteIcon name="x" className="size-6" />
          <span className="sr-only">Close menu</span>
        </a>
        <ul className="mt-2 flex flex-col gap-1">
          {mainNav.map((item) => (
            <li key={item.to}>
              <a
                href={item.to}
                className="hover:bg-muted focus-visible:ring-ring block rounded-xl px-4 py-3 text-2xl font-semibold tracking-tight focus-visible:ring-2 focus-visible:outline-none"
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        <a href="/contact" className={cn(buttonVariants({ size: 'lg' }), 'mt-8 w-full')}>
          Get Started
        </a>
      </nav>
    </noscript>
  )
}
