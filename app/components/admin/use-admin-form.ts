import { zodResolver } from '@hookform/resolvers/zod'
import { useRef } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form'
import { toast } from '~/components/ui/toaster'
import type { z } from '~/lib/validation'
import { toastSaveFailure } from './failure-toast'
import { applyFieldErrors } from './form-errors'
import { useLeaveGuard } from './unsaved-changes'

interface AdminFormOptions<TInput extends FieldValues, TOutput extends FieldValues> {
  /** The feature's zod schema, the one the API parses with (plus any browser-only check). */
  schema: z.ZodType<TOutput, TInput>
  defaultValues: NoInfer<DefaultValues<TInput>>
  /**
   * Sends the checked values; resolves to the success toast's text, or null when nothing was
   * saved by the user's choice (a draft conflict's Reload or Cancel): no toast, and the editor
   * stays.
   */
  save: (data: TOutput, form: UseFormReturn<TInput, unknown, TOutput>) => Promise<string | null>
  /** After the success toast (an editor goes back to its list). */
  onSaved?: () => void
  /** The fields that show the API's field errors of a rejected save. */
  fields: readonly NoInfer<Path<TInput>>[]
  /** The failure toast's title: 'Failed to save product' (the server's reason goes under it). */
  failed: string
}

/**
 * An admin form: react-hook-form checked by the zod schema; a submit saves, says so in a toast,
 * and on failure puts the API's field errors under their fields and says what went wrong.
 * While it has unsaved changes (and is not saving), leaving the page asks first
 * (docs/product.md §Admin forms); after a save it does not: the form resets or goes back to
 * its list. Returns useForm's methods plus `onSubmit` for the <form>.
 */
export function useAdminForm<TInput extends FieldValues, TOutput extends FieldValues>({
  schema,
  defaultValues,
  save,
  onSaved,
  fields,
  failed,
}: AdminFormOptions<TInput, TOutput>) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues,
  })

  // Set once saved: the move back to the list that follows is not held up.
  const leaving = useRef(false)
  const { isDirty, isSubmitting } = form.formState
  useLeaveGuard(isDirty && !isSubmitting, leaving)

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      const saved = await save(data, form)
      if (saved === null) return
      toast.success(saved)
      if (onSaved) {
        leaving.current = true
        onSaved()
      }
    } catch (error) {
      applyFieldErrors(error, form.setError, fields)
      toastSaveFailure(failed, error, fields)
    }
  })

  return { ...form, onSubmit }
}
