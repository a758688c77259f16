import { LoaderCircleIcon } from 'lucide-react'

/**
 * The guard's verifying state (docs/product.md §Admin guard), also what the server renders before
 * the browser checks.
 */
export function AuthVerifying() {
  return (
    <main
      className="bg-background flex min-h-screen flex-col items-center justify-center gap-3 p-6 text-center"
      aria-busy="true"
    >
      <LoaderCircleIcon className="text-primary size-10 animate-spin" aria-hidden />
      <h1 className="text-xl font-semibold">Verifying authentication...</h1>
      <p className="text-muted-foreground">Please wait while we verify your credentials</p>
    </main>
  )
}
