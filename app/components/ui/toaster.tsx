import { Toaster as Sonner, toast } from 'sonner'

/** Toasts (spec §8): dismissible, removed after the library's default few seconds. */
export function Toaster({ theme }: { theme: 'light' | 'dark' }) {
  return <Sonner theme={theme} closeButton richColors position="top-right" />
}

export { toast }
