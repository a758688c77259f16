import { resourceIn, useEditorTranslation } from '~/components/admin/editor-language'
import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { FormActions } from '~/components/admin/form-actions'
import { FormCard } from '~/components/admin/form-card'
import { HistoryLink } from '~/components/admin/history-link'
import { FormField } from '~/components/admin/form-field'
import { ImageFields } from '~/components/admin/image-fields'
import type { ImageUploader } from '~/components/admin/image-upload'
import { TextListEditor } from '~/components/admin/text-list-editor'
import { useAdminForm } from '~/components/admin/use-admin-form'
import { Checkbox } from '~/components/ui/checkbox'
import { Input, Label, Textarea } from '~/components/ui/form-controls'
import { DraftControls, useDraftState } from '~/components/admin/draft-controls'
import { publishThroughDraft, putRecord, type EditorialState } from '~/components/admin/drafts-api'
import { createProduct } from '../api'
import { splitTextList } from '~/lib/validation'
import { MAX_FEATURES, productInput, type Product, type ProductInput } from '../schemas'

const LIST = '/admin/products'

/** An entry's own error (too long), when the list as a whole has none. */
const featureError = (error: unknown): string | undefined =>
  Array.isArray(error)
    ? (error as ({ message?: string } | undefined)[]).find((e) => e?.message)?.message
    : undefined

// An empty price box is a missing price ('Required'), not NaN.
const toPrice = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value)

function defaults(product?: Product): Partial<ProductInput> {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product?.price,
    imageUrl: product?.imageUrl ?? '',
    imageAlt: product?.imageAlt ?? '',
    category: product?.category ?? '',
    features: product?.features ?? [],
    // In stock by default in the form (docs/product.md §Entities).
    inStock: product?.inStock ?? true,
    popular: product?.popular ?? false,
  }
}

interface AdminProductFormProps {
  product?: Product
  uploader: ImageUploader
  /** Existing categories, offered as suggestions so the same one is spelled the same way. */
  categories: string[]
  /** An existing product's draft and schedule (a new one has nothing published to draft over). */
  editorial?: EditorialState
}

export function AdminProductForm({
  product,
  uploader,
  categories,
  editorial,
}: AdminProductFormProps) {
  const navigate = useNavigate()
  const [uploading, setUploading] = useState(false)
  // In another language, the record's translation: its own drafts and history (ADR 080).
  const translation = useEditorTranslation()
  const resource = product && resourceIn(`products/${product._id}`, translation)
  const drafts = useDraftState(editorial)
  const form = useAdminForm({
    schema: productInput,
    // An open draft is what the editor goes on with.
    defaultValues: defaults((editorial?.draft?.document as Product | undefined) ?? product),
    save: async (data) => {
      if (product && resource) {
        // A colleague's draft saved meanwhile asks first (ADR 071); kept theirs, nothing is saved.
        const saved = await drafts.resolving('publish', (draft) =>
          publishThroughDraft(resource, draft, data, () => putRecord(resource, data)),
        )
        if (!saved) return null
      } else await createProduct(data)
      return `Product ${product ? 'updated' : 'created'} successfully`
    },
    onSaved: () => navigate(LIST),
    fields: ['name', 'description', 'price', 'imageUrl', 'imageAlt', 'category', 'features'],
    failed: 'Failed to save product',
  })
  const {
    register,
    control,
    onSubmit,
    formState: { errors, isSubmitting },
  } = form
  const live = (document: unknown) => {
    form.reset(defaults(document as Product))
    drafts.clear()
  }

  return (
    <FormCard
      title={product ? 'Edit Product' : 'Add Product'}
      actions={resource && <HistoryLink resource={resource} />}
    >
      <form
        // Never saved while the image is still uploading (the button is disabled then, too).
        onSubmit={(event) => (uploading ? event.preventDefault() : onSubmit(event))}
        noValidate
        className="flex flex-col gap-5"
      >
        <div className="grid gap-5 md:grid-cols-2">
          <FormField id="name" label="Name" required error={errors.name?.message}>
            {(aria) => <Input {...register('name')} {...aria} />}
          </FormField>
          <FormField id="category" label="Category" required error={errors.category?.message}>
            {(aria) => (
              <>
                <Input list="product-categories" {...register('category')} {...aria} />
                <datalist id="product-categories">
                  {categories.map((c) => (
                    <option key={c} value={c} />
                  ))}
                </datalist>
              </>
            )}
          </FormField>
        </div>
        <FormField
          id="description"
          label="Description"
          required
          error={errors.description?.message}
        >
          {(aria) => <Textarea rows={4} {...register('description')} {...aria} />}
        </FormField>
        <div className="grid gap-5 md:grid-cols-2">
          <FormField
            id="price"
            label="Price ($)"
            required
            hint="In dollars, up to two decimals"
            error={errors.price?.message}
          >
            {(aria) => (
              <Input
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                {...register('price', { setValueAs: toPrice })}
                {...aria}
              />
            )}
          </FormField>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 text-sm font-medium">Availability</legend>
            <Controller
              control={control}
              name="inStock"
              render={({ field }) => (
                <div className="flex items-center gap-2">
                  <Checkbox
                    id="inStock"
                    checked={field.value ?? true}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                  />
                  <Label htmlFor="inStock">In stock</Label>
                  <span className="text-muted-foreground text-xs">
                    (out of stock hides it on the public page)
                  </span>
                </div>
              )}
            />
            <Controller
              control={control}
              name="popular"
              render={({ field }) => (
                <div className="flex items-center gap-2">
                  <Checkbox
                    id="popular"
                    checked={field.value ?? false}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                  />
                  <Label htmlFor="popular">Popular (highlighted on the products page)</Label>
                </div>
              )}
            />
          </fieldset>
        </div>
        <ImageFields
          control={control}
          register={register}
          errors={errors}
          uploader={uploader}
          onBusyChange={setUploading}
          fallback="name"
        />
        <Controller
          control={control}
          name="features"
          render={({ field, fieldState }) => (
            <TextListEditor
              label="Features"
              noun="feature"
              hint="One feature per entry: Enter adds the next. A pasted list, one per line or comma-separated, becomes one entry each."
              error={fieldState.error?.message ?? featureError(fieldState.error)}
              value={Array.isArray(field.value) ? field.value : splitTextList(field.value ?? '')}
              onChange={field.onChange}
              max={MAX_FEATURES}
            />
          )}
        />
        {resource && editorial && (
          <DraftControls
            {...drafts}
            resource={resource}
            form={form}
            disabled={uploading || isSubmitting}
            onDiscarded={live}
            onPublished={live}
          />
        )}
        <FormActions
          cancelTo={LIST}
          submitLabel={product ? 'Update Product' : 'Create Product'}
          submitting={isSubmitting}
          waitingFor={uploading ? 'Saving waits for the image to finish uploading.' : undefined}
        />
      </form>
    </FormCard>
  )
}
