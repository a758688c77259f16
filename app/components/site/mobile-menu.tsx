import { Dialog } from 'radix-ui'
import type { RefObject } from 'react'
import { SiteLink as Link, SiteNavLink as NavLink } from '~/components/site/site-link'
import { buttonVariants } from '~/components/ui/button-variants'
import { useSiteData, useT } from './site-data'
import { clsx as cn } from 'clsx'
import { menuIconButton, menuLink } from './menu-styles'
import { SiteLogo } from './site-logo'
import { SiteIcon } from '~/components/ui/site-icon'

/**
 * The full-screen phone menu: a modal dialog, so focus stays inside while it is open,
 * Escape closes it and focus returns to the menu button. Selecting a link closes it.
 */
export default function MobileMenu({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The menu button: the dialog has no Radix trigger to send focus back to. */
  returnFocusTo: RefObject<HTMLButtonElement | null>
}) {
  const { menu } = useSiteData()
  const t = useT()
  const close = () => onOpenChange(false)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
          className="bg-background/95 fixed inset-0 z-50 flex flex-col overflow-y-auto backdrop-blur-xl md:hidden"
        >
          <div className="flex h-16 items-center justify-between px-4">
            <SiteLogo onClick={close} />
            <Dialog.Close className={menuIconButton}>
              <SiteIcon name="x" className="size-6" />
              <span className="sr-only">{t('menu.close')}</span>
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{t('menu.title')}</Dialog.Title>
          <nav aria-label={t('menu.nav')} className="flex flex-1 flex-col px-6 pt-6 pb-10">
            <ul className="flex flex-col gap-1">
              {menu.items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === '/'}
                    onClick={close}
                    className={({ isActive }) =>
                      cn(menuLink, isActive ? 'bg-primary/10 text-primary' : 'hover:bg-muted')
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <Link
              to={menu.callToAction.to}
              onClick={close}
              className={cn(buttonVariants({ size: 'lg' }), 'mt-8 w-full')}
            >
              {menu.callToAction.label}
            </Link>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
