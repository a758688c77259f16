import { LoaderCircleIcon } from 'lucide-react'

/** Edit forms while their record is fetched (docs/product.md §States, Edit forms). */
export function FormLoading({ label }: { label: string }) {
  return (
    <div
      className="text-muted-foreground flex min-h-60 items-center justify-center gap-3"
      role="status"
    >
      <LoaderCircleIcon className="size-5 animate-spin" aria-hidden />
      {label}
    </div>
  )
}
