import type { ReactNode } from 'react'
import { Toaster } from '~/components/ui/toaster'
import { TooltipProvider } from '~/components/ui/tooltip'
import { useAdminTheme } from './use-admin-theme'

/**
 * Wraps every portal page, the sign-in page included, so a toast raised just before a redirect
 * (an expired session, a sign-out) is still on screen after it.
 */
export function AdminProviders({ children }: { children: ReactNode }) {
  const { theme } = useAdminTheme()
  return (
    <TooltipProvider>
      {children}
      <Toaster theme={theme} />
    </TooltipProvider>
  )
}
