import { LoaderCircleIcon } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'

/**
 * Cancel (back to the list) and the submit button, which says it is busy while saving. While
 * `waitingFor` says what the form waits for (an image still uploading), the button is disabled
 * and that text shows beside it.
 */
export function FormActions({
  cancelTo,
  submitLabel,
  submitting,
  waitingFor,
}: {
  cancelTo?: string
  submitLabel: string
  submitting: boolean
  waitingFor?: string
}) {
  return (
    <div className="flex flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:items-center sm:justify-end">
      {waitingFor && (
        <p id="form-actions-waiting" className="text-muted-foreground text-sm sm:mr-auto">
          {waitingFor}
        </p>
      )}
      {cancelTo && (
        <Button asChild variant="outline">
          <Link to={cancelTo}>Cancel</Link>
        </Button>
      )}
      <Button
        type="submit"
        disabled={submitting || Boolean(waitingFor)}
        aria-describedby={waitingFor ? 'form-actions-waiting' : undefined}
      >
        {submitting && <LoaderCircleIcon className="animate-spin" aria-hidden />}
        {submitting ? 'Saving...' : submitLabel}
      </Button>
    </div>
  )
}
