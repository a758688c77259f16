import { lazy, Suspense, useEffect, useState } from 'react'

const CursorRing = lazy(() => import('./cursor-ring'))

/**
 * The cursor effect, loaded when a mouse first moves over the page: a visitor on a phone, or one
 * who asked for reduced motion, never downloads it, and no page's first load carries it (the
 * JavaScript budget, ADR 019).
 */
export function CursorEffect() {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    const query = matchMedia('(pointer: fine) and (prefers-reduced-motion: no-preference)')
    const onMove = () => {
      if (!query.matches) return
      window.removeEventListener('pointermove', onMove)
      setWanted(true)
    }
    window.addEventListener('pointermove', onMove, { passive: true })
    return () => window.removeEventListener('pointermove', onMove)
  }, [])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <CursorRing />
    </Suspense>
  )
}
