import { Suspense, type ReactNode } from 'react'
import { Await, Navigate } from 'react-router'
import { FormLoading } from './form-loading'

interface AwaitRecordProps<T> {
  /** Resolves to the record, or null when it could not be loaded (already toasted). */
  promise: Promise<T | null>
  loadingLabel: string
  /** Where a failed load returns to: back to the list (docs/product.md §States, Edit forms). */
  listPath: string
  children: (record: T) => ReactNode
}

/** An edit form's loading state, then the form, or back to the list when loading failed. */
export function AwaitRecord<T>({ promise, loadingLabel, listPath, children }: AwaitRecordProps<T>) {
  return (
    <Suspense fallback={<FormLoading label={loadingLabel} />}>
      <Await resolve={promise}>
        {(record) => (record === null ? <Navigate to={listPath} replace /> : children(record))}
      </Await>
    </Suspense>
  )
}
