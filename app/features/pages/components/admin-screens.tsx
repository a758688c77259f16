import { useSearchParams } from 'react-router'
import type { CollectionFormProps, CollectionScreens } from '~/components/admin/collection-screens'
import type { Page } from '../schemas'
import { templateOf } from '../templates'
import { AdminPageForm } from './admin-page-form'
import { AdminPageTable } from './admin-page-table'

/** A new page starts from the template its address names (`?template=`), else blank. */
function PageFormScreen(props: CollectionFormProps<Page>) {
  const [search] = useSearchParams()
  const template = templateOf(search.get('template'))
  return (
    <AdminPageForm
      // Another template is another form: its defaults are read once.
      key={template?.id ?? 'page'}
      page={props.record}
      editorial={props.editorial}
      uploader={props.uploader}
      template={template}
    />
  )
}

export const screens: CollectionScreens<Page> = {
  List: AdminPageTable,
  Form: PageFormScreen,
}
