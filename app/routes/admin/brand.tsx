import { useRevalidator } from 'react-router'
import { adminMeta, type AdminHandle } from '~/components/admin/admin-meta'
import { loadRecord } from '~/components/admin/load-list'
import { requireRight } from '~/components/admin/signed-in-user'
import { getBrand } from '~/features/brand/api'
import { BrandForm } from '~/features/brand/components/brand-form'
import { imageUploader } from '~/features/uploads/api'
import type { Route } from './+types/brand'

export const meta = () => adminMeta('Brand')
export const handle: AdminHandle = { title: 'Brand' }

export async function clientLoader() {
  await requireRight('settings')
  return { brand: await loadRecord(getBrand, 'Failed to load the brand') }
}

export default function BrandRoute({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator()
  if (!loaderData.brand)
    return <p className="text-muted-foreground">The brand could not be loaded.</p>
  return (
    <BrandForm
      brand={loaderData.brand}
      uploader={imageUploader}
      // The shell's name and monogram come from the guard's loader: read again.
      onSaved={() => void revalidate()}
    />
  )
}
