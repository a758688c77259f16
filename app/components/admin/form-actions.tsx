import { LoaderCircleIcon } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'

/** Cancel (back to the list) and the submit button, which says it is busy while saving. */
export function FormActions({
  cancelTo,
  submitLabel,
  submitting,
}: {
  cancelTo?: string
  submitLabel: string
  submitting: boolean
}) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:justify-end">
      {cancelTo && (
        <Button asChild variant="outline">
          <Link to={cancelTo}>Cancel</Link>
        </Button>
      )}
      <Button type="submit" disabled={submitting}>
        {submitting && <LoaderCircleIcon className="animate-spin" aria-hidden />}
        {submitting ? 'Saving...' : submitLabel}
      </Button>
    </div>
  )
}
