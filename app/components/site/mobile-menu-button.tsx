import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { SiteIcon } from '~/components/ui/site-icon'
import { menuIconButton } from './menu-styles'
import { useT } from './site-data'

// Radix Dialog (focus trap, Escape, scroll lock) weighs ~23 KB gzip: loaded on first use so
// pages stay inside their JavaScript budget.
const loadMenu = () => import('./mobile-menu')
const MobileMenu = lazy(loadMenu)

export function MobileMenuButton() {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const t = useT()

  // The menu is hidden from Tailwind's `md` width up, but a modal dialog left open there would
  // still block the page (inert, no scrolling): widening the window closes it.
  useEffect(() => {
    if (!open) return
    const wide = window.matchMedia('(min-width: 48rem)')
    const closeWhenWide = () => wide.matches && setOpen(false)
    closeWhenWide()
    wide.addEventListener('change', closeWhenWide)
    return () => wide.removeEventListener('change', closeWhenWide)
  }, [open])

  return (
    <>
      <button
        ref={button}
        type="button"
        onPointerEnter={() => void loadMenu()}
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
        aria-expanded={open}
        aria-haspopup="dialog"
        data-needs-js
        className={`${menuIconButton} md:hidden`}
      >
        <SiteIcon name="menu" className="size-6" />
        <span className="sr-only">{t('menu.open')}</span>
      </button>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenu open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  )
}
