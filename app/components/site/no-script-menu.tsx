import { clsx as cn } from 'clsx'
import { buttonVariants } from '~/components/ui/button-variants'
import { SiteIcon } from '~/components/ui/site-icon'
import { useSiteData, useT } from './site-data'
import { useLocalize } from './site-link'
import { menuIconButton, menuLink } from './menu-styles'

const MENU_ID = 'menu'

/**
 * The phone menu without JavaScript: the menu button is a link to #menu and the menu shows while
 * it is the URL's target (CSS :target), so every page stays reachable on a narrow screen. With
 * JavaScript the browser ignores <noscript> and the dialog menu takes over.
 */
export function NoScriptMenu() {
  // A browser with JavaScript never shows a <noscript>, and hydration leaves its content as the
  // server sent it: only the server build draws it, so the page's JavaScript stays within its
  // budget (ADR 019).
  return (
    <noscript suppressHydrationWarning>{import.meta.env.SSR && <NoScriptMenuContent />}</noscript>
  )
}

function NoScriptMenuContent() {
  const { menu } = useSiteData()
  const t = useT()
  const localize = useLocalize()
  return (
    <>
      <a href={`#${MENU_ID}`} className={cn(menuIconButton, 'md:hidden')}>
        <SiteIcon name="menu" className="size-6" />
        <span className="sr-only">{t('menu.open')}</span>
      </a>
      <nav
        id={MENU_ID}
        aria-label={t('menu.nav')}
        className="bg-background fixed inset-0 z-50 hidden flex-col overflow-y-auto px-6 pt-4 pb-10 target:flex md:target:hidden"
      >
        <a href="#main" className={cn(menuIconButton, 'self-end')}>
          <SiteIcon name="x" className="size-6" />
          <span className="sr-only">{t('menu.close')}</span>
        </a>
        <ul className="mt-2 flex flex-col gap-1">
          {menu.items.map((item) => (
            <li key={item.to}>
              <a href={localize(item.to)} className={cn(menuLink, 'hover:bg-muted')}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        <a
          href={localize(menu.callToAction.to)}
          className={cn(buttonVariants({ size: 'lg' }), 'mt-8 w-full')}
        >
          {menu.callToAction.label}
        </a>
      </nav>
    </>
  )
}
