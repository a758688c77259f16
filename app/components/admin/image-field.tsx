import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { ImageUpload, type ImageUploadProps } from './image-upload'

type ImageFieldProps<T extends FieldValues, C, R extends FieldValues> = Omit<
  ImageUploadProps,
  'value' | 'onChange' | 'error'
> & {
  /** The form's control; left out inside a FormProvider, whose form it then is. */
  control?: Control<T, C, R>
  name: Path<T>
}

/** A picture field of a react-hook-form form: `ImageUpload` bound to `name`, with its error. */
export function ImageField<T extends FieldValues, C = unknown, R extends FieldValues = T>({
  control,
  name,
  ...upload
}: ImageFieldProps<T, C, R>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageUpload
          {...upload}
          value={field.value ?? ''}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}
