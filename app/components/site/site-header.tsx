import { useEffect, useState } from 'react'
import { SiteLink as Link, SiteNavLink as NavLink } from '~/components/site/site-link'
import { buttonVariants } from '~/components/ui/button-variants'
import { SiteIcon } from '~/components/ui/site-icon'
import { useSiteData, useT } from './site-data'
import { clsx as cn } from 'clsx'
import { MobileMenuButton } from './mobile-menu-button'
import { NoScriptMenu } from './no-script-menu'
import { menuIconButton } from './menu-styles'
import { SiteLogo } from './site-logo'
import { themeToggleLabel } from './theme-toggle-button'
import type { SiteThemeControl } from './use-site-theme'

/** The header takes its scrolled, translucent style past 50 px (docs/product.md §Public layout). */
export const SCROLLED_OFFSET = 50

/** `theme`: the layout's theme state, for the phone's theme switch. */
export function SiteHeader({ theme }: { theme: SiteThemeControl }) {
  const { menu, languageSwitcher, searchBox } = useSiteData()
  const t = useT()
  const [scrolled, setScrolled] = useState(false)

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLLED_OFFSET)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-300',
        scrolled
          ? 'bg-background/75 border-border/60 shadow-sm backdrop-blur-lg'
          : 'border-transparent bg-transparent',
      )}
    >
      <a
        href="#main"
        className="bg-primary text-primary-foreground sr-only z-50 rounded-lg px-4 py-2 font-semibold focus:not-sr-only focus:absolute focus:start-3 focus:top-3"
      >
        {t('header.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 md:h-20">
        <SiteLogo />
        <nav aria-label={t('header.mainNav')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {menu.items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) =>
                    cn(
                      'focus-visible:ring-ring relative rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:outline-none',
                      isActive
                        ? 'text-primary after:bg-primary after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full'
                        : 'text-foreground/80 hover:text-foreground hover:bg-muted/70',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* The server's markup, placed as it is (site-search.server.tsx): a plain form. */}
          <div className="flex items-center" dangerouslySetInnerHTML={{ __html: searchBox }} />
          {languageSwitcher && (
            // The server's markup, placed as it is (language-switcher.server.tsx): plain links.
            <nav
              aria-label={t('language.switcher')}
              dangerouslySetInnerHTML={{ __html: languageSwitcher }}
            />
          )}
          <div className="hidden md:block">
            <Link
              to={menu.callToAction.to}
              className={cn(buttonVariants(), 'shadow-primary/20 shadow-md')}
            >
              {menu.callToAction.label}
            </Link>
          </div>
          {/* Below md the theme switch is here, not fixed over the page (ADR 075). */}
          <button
            type="button"
            onClick={theme.toggle}
            aria-label={themeToggleLabel(t, theme.theme, theme.preference)}
            data-needs-js
            className={`${menuIconButton} md:hidden`}
          >
            <SiteIcon name="sun" className="size-6 dark:hidden" />
            <SiteIcon name="moon" className="hidden size-6 dark:block" />
          </button>
          <MobileMenuButton />
          <NoScriptMenu />
        </div>
      </div>
    </header>
  )
}
