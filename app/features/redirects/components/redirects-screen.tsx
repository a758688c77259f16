import { DownloadIcon, Trash2Icon, UploadIcon } from 'lucide-react'
import { useRef, useState } from 'react'
import { FormCard } from '~/components/admin/form-card'
import { FormField } from '~/components/admin/form-field'
import { useAdminForm } from '~/components/admin/use-admin-form'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/form-controls'
import { NativeSelect } from '~/components/ui/native-select'
import { toast } from '~/components/ui/toaster'
import type { Redirect } from '~/core/redirects'
import { isUnauthorized, serverMessageOr } from '~/lib/api-client'
import { createRedirect, deleteRedirect, downloadRedirectsCsv, importRedirects } from '../api'
import { redirectInput, type RedirectInput } from '../schemas'

const blank: RedirectInput = { from: '', to: '', status: 301 }

/**
 * Settings → Redirects (docs/product.md §Settings, ADR 060): the list, a form to add one, and
 * the CSV import and export. Changed project addresses appear here by themselves.
 */
export function RedirectsScreen({
  redirects,
  onChanged,
}: {
  redirects: Redirect[]
  onChanged: () => void
}) {
  const file = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const {
    register,
    reset,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useAdminForm({
    schema: redirectInput,
    defaultValues: blank,
    save: async (data) => {
      await createRedirect(data)
      reset(blank)
      onChanged()
      return 'Redirect added'
    },
    fields: ['from', 'to', 'status'],
    failed: 'Failed to add the redirect',
  })

  const remove = async (redirect: Redirect) => {
    try {
      await deleteRedirect(redirect._id)
      toast.success(`Redirect from ${redirect.from} removed`)
      onChanged()
    } catch (error) {
      if (!isUnauthorized(error))
        toast.error(serverMessageOr(error, 'Failed to remove the redirect'))
    }
  }

  const importFile = async (chosen: File | undefined) => {
    if (!chosen) return
    setBusy(true)
    try {
      const { imported } = await importRedirects(await chosen.text())
      toast.success(`${imported} redirects imported`)
      onChanged()
    } catch (error) {
      if (!isUnauthorized(error)) toast.error(importError(error))
    } finally {
      setBusy(false)
      if (file.current) file.current.value = ''
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <FormCard
        title="Add a redirect"
        description="Visitors asking for the old path are sent to the new one, before any page is looked up. A chain is shortened to one step; a loop is refused."
      >
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <div className="grid gap-5 md:grid-cols-[1fr_1fr_10rem]">
            <FormField
              id="from"
              label="From path"
              required
              hint="Like /old-page"
              error={errors.from?.message}
            >
              {(aria) => <Input {...register('from')} {...aria} />}
            </FormField>
            <FormField
              id="to"
              label="To"
              required
              hint="A path, or a full https:// address"
              error={errors.to?.message}
            >
              {(aria) => <Input {...register('to')} {...aria} />}
            </FormField>
            <FormField id="status" label="Kind" error={errors.status?.message}>
              {(aria) => (
                <NativeSelect {...register('status', { valueAsNumber: true })} {...aria}>
                  <option value={301}>301 Moved for good</option>
                  <option value={302}>302 Moved for now</option>
                </NativeSelect>
              )}
            </FormField>
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={isSubmitting}>
              Add Redirect
            </Button>
          </div>
        </form>
      </FormCard>

      <FormCard title="Redirects" description={`${redirects.length} in all.`}>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => void downloadRedirectsCsv()}>
            <DownloadIcon aria-hidden />
            Export CSV
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => file.current?.click()}
          >
            <UploadIcon aria-hidden />
            Import CSV
          </Button>
          <input
            ref={file}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            tabIndex={-1}
            aria-label="CSV file of redirects (from,to,status)"
            onChange={(event) => void importFile(event.target.files?.[0])}
          />
        </div>
        {redirects.length === 0 ? (
          <p className="text-muted-foreground mt-4 text-sm">No redirects yet.</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Redirects</caption>
              <thead>
                <tr className="border-b">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    From
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    To
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Kind
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {redirects.map((r) => (
                  <tr key={r._id} className="border-b last:border-0">
                    <td className="py-2 pr-4 font-mono break-all">{r.from}</td>
                    <td className="py-2 pr-4 font-mono break-all">{r.to}</td>
                    <td className="py-2 pr-4">{r.status}</td>
                    <td className="py-2 text-right">
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove the redirect from ${r.from}`}
                        onClick={() => void remove(r)}
                      >
                        <Trash2Icon aria-hidden />
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </FormCard>
    </div>
  )
}

/** The server's reason, with the line it names for a bad CSV row. */
function importError(error: unknown): string {
  const errors = (error as { errors?: Record<string, string[]> }).errors
  return errors?.csv?.[0] ?? serverMessageOr(error, 'Failed to import the redirects')
}
