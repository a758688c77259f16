import { lazy, Suspense, useEffect, useState } from 'react'

/**
 * The Toaster (sonner, ~9 KB gzip) for pages on a tight JavaScript budget: mount
 * <LazyToaster/> once in a layout; the library loads with the first `showToast` call.
 * Sonner replays toasts raised before its Toaster subscribed, so nothing is lost.
 */
const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })))

let requestMount: (() => void) | null = null
let mountRequested = false

export interface ToastOptions {
  kind: 'success' | 'error'
  title: string
  description?: string
}

export async function showToast({ kind, title, description }: ToastOptions) {
  const { toast } = await import('./toaster')
  toast[kind](title, { description })
  mountRequested = true
  requestMount?.()
}

export function LazyToaster({ theme }: { theme: 'light' | 'dark' }) {
  const [mounted, setMounted] = useState(mountRequested)
  useEffect(() => {
    requestMount = () => setMounted(true)
    return () => {
      requestMount = null
    }
  }, [])
  if (!mounted) return null
  return (
    <Suspense fallback={null}>
      <Toaster theme={theme} />
    </Suspense>
  )
}
