import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { nextThemeAfter } from '~/lib/theme'
import { useT } from './site-data'
import { ThemeToggleButton } from './theme-toggle-button'
import type { SiteThemeControl } from './use-site-theme'

const loadCard = () => import('./theme-toggle-card')
const ThemeToggleCard = lazy(loadCard)

/** The hover card opens after 200 ms and closes after 100 ms (docs/product.md §Public layout). */
export const HOVER_OPEN_DELAY = 200
export const HOVER_CLOSE_DELAY = 100

/**
 * The fixed bottom-right theme toggle with its hover card, from the `md` width up (below it the
 * header has the switch: ADR 075). The card is drawn here rather than with the Radix
 * HoverCard primitive: the button never moves, so the card needs no positioning engine, and
 * Radix's ~26 KB gzip would not fit the public pages' JavaScript budget.
 */
export function ThemeToggle({ theme, preference, toggle: onToggle }: SiteThemeControl) {
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const cardId = useId()
  const t = useT()

  const schedule = (next: boolean) => {
    // The card's chunk comes during the delay.
    if (next) void loadCard()
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOpen(next), next ? HOVER_OPEN_DELAY : HOVER_CLOSE_DELAY)
  }
  useEffect(() => () => clearTimeout(timer.current), [])

  const next = preference === null ? null : nextThemeAfter(preference)
  return (
    // A landmark of its own, so the fixed button is not content outside every region. The
    // pointer may move from the button onto the card without closing it (WCAG 1.4.13).
    <aside
      aria-label={t('theme.group')}
      // Size and inset come from app.css, which keeps the page's content out of its column.
      className="fixed end-(--toggle-inset) bottom-(--toggle-inset) z-40 max-md:hidden"
      data-needs-js
      onPointerEnter={() => schedule(true)}
      onPointerLeave={() => schedule(false)}
    >
      {open && (
        <Suspense fallback={null}>
          <ThemeToggleCard id={cardId} theme={theme} preference={preference} next={next} />
        </Suspense>
      )}
      <ThemeToggleButton
        theme={theme}
        preference={preference}
        onClick={onToggle}
        onFocus={() => schedule(true)}
        onBlur={() => schedule(false)}
        onKeyDown={(event) => {
          // Content shown on hover or focus can be dismissed without moving (WCAG 1.4.13).
          if (event.key === 'Escape') {
            clearTimeout(timer.current)
            setOpen(false)
          }
        }}
        aria-describedby={open ? cardId : undefined}
      />
    </aside>
  )
}
