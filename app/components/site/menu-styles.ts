/** The phone menu's looks, shared by the script menu (a dialog) and its <noscript> stand-in. */

/** The square icon control that opens or closes the menu. */
export const menuIconButton =
  'hover:bg-muted focus-visible:ring-ring inline-flex size-11 items-center justify-center rounded-lg focus-visible:ring-2 focus-visible:outline-none'

/** One page link in the open menu; the current page adds its own colours. */
export const menuLink =
  'focus-visible:ring-ring block rounded-xl px-4 py-3 text-2xl font-semibold tracking-tight focus-visible:ring-2 focus-visible:outline-none'
