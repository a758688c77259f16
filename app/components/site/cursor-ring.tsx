import { useEffect, useRef, useState } from 'react'

/**
 * A soft ring that trails the mouse pointer and grows over links and buttons. Only for a fine
 * pointer (mouse) and only when the visitor has not asked for reduced motion. Loaded by
 * CursorEffect once the mouse moves.
 */
export default function CursorRing() {
  const [enabled, setEnabled] = useState(false)
  const ring = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const query = matchMedia('(pointer: fine) and (prefers-reduced-motion: no-preference)')
    const update = () => setEnabled(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])

  useEffect(() => {
    if (!enabled) return
    const el = ring.current
    if (!el) return
    let x = -100
    let y = -100
    let tx = -100
    let ty = -100
    let frame = 0
    let active = false
    const tick = () => {
      // Ease towards the pointer: the ring trails it a little instead of sticking to it.
      x += (tx - x) * 0.2
      y += (ty - y) * 0.2
      el.style.transform = `translate3d(${x}px, ${y}px, 0) translate(-50%, -50%) scale(${active ? 1.8 : 1})`
      frame = Math.abs(tx - x) + Math.abs(ty - y) > 0.1 ? requestAnimationFrame(tick) : 0
    }
    const onMove = (event: PointerEvent) => {
      tx = event.clientX
      ty = event.clientY
      active = !!(event.target as Element | null)?.closest?.('a, button, [role="button"]')
      el.style.opacity = '1'
      if (!frame) frame = requestAnimationFrame(tick)
    }
    const onLeave = () => (el.style.opacity = '0')
    window.addEventListener('pointermove', onMove, { passive: true })
    document.documentElement.addEventListener('pointerleave', onLeave)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('pointermove', onMove)
      document.documentElement.removeEventListener('pointerleave', onLeave)
    }
  }, [enabled])

  if (!enabled) return null
  return (
    <div
      ref={ring}
      aria-hidden
      data-cursor-effect
      className="border-primary/60 bg-primary/10 pointer-events-none fixed top-0 left-0 z-[60] size-8 rounded-full border-2 opacity-0 transition-opacity duration-200"
    />
  )
}
