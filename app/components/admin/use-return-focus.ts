import { useCallback, useRef } from 'react'

/**
 * Radix gives focus back to a dialog's Trigger on close. The portal's dialogs are opened from
 * state by a row's button, with no Trigger, so focus fell to <body> and a keyboard user was
 * sent back to the top of the page. Spread these on the dialog's content: they remember what had
 * focus when it opened and return focus there on close.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null)

  // Runs before the dialog moves focus inside itself, so the opener still has it.
  const onOpenAutoFocus = useCallback(() => {
    const active = document.activeElement
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null
  }, [])

  const onCloseAutoFocus = useCallback((event: Event) => {
    event.preventDefault()
    const target = opener.current
    opener.current = null
    // Something may already have taken focus on purpose (a finished delete moves it to the
    // search box, its row being gone): only focus that fell to the page is returned.
    const lost = document.activeElement === null || document.activeElement === document.body
    if (lost && target?.isConnected) target.focus()
  }, [])

  return { onOpenAutoFocus, onCloseAutoFocus }
}
