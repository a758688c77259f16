import { useEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router'

/**
 * Every route change starts at the top of the new page. Back and forward (POP) keep the position
 * the browser restores, as visitors expect from any site (docs/product.md §Public layout).
 */
export function ScrollToTop() {
  const { pathname } = useLocation()
  const type = useNavigationType()
  useEffect(() => {
    if (type !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname, type])
  return null
}
