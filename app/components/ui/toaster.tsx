import { Toaster as Sonner, toast } from 'sonner'

/** Toasts (docs/product.md §States): dismissible, gone after the library's default few seconds. */
export function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  return <Sonner theme={theme} closeButton richColors position="top-right" />
}

export { toast }
