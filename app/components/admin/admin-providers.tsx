import type { ReactNode } from 'react'
import { Toaster } from '~/components/ui/toaster'
import { TooltipProvider } from '~/components/ui/tooltip'
import { useAdminTheme, useApplyAdminTheme } from './use-admin-theme'

/**
 * Wraps every portal page, the sign-in page included, so a toast raised just before a redirect
 * (an expired session, a sign-out) is still on screen after it. It also puts the portal's own
 * theme on the page, however the user arrived.
 */
export function AdminProviders({ children }: { children: ReactNode }) {
  useApplyAdminTheme()
  const { theme } = useAdminTheme()
  return (
    <TooltipProvider>
      {children}
      <Toaster theme={theme} />
    </TooltipProvider>
  )
}
