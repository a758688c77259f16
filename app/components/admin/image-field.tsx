import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { ImageUpload, type ImageUploadProps } from './image-upload'

type ImageFieldProps<T extends FieldValues> = Omit<
  ImageUploadProps,
  'value' | 'onChange' | 'error'
> & { control: Control<T>; name: Path<T> }

/** A picture field of a react-hook-form form: `ImageUpload` bound to `name`, with its error. */
export function ImageField<T extends FieldValues>({
  control,
  name,
  ...upload
}: ImageFieldProps<T>) {
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
