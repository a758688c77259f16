import type { CollectionScreens } from '~/components/admin/collection-screens'
import { loadAuthorChoices, type AuthorChoice } from '../api'
import type { Post } from '../schemas'
import { AdminPostForm } from './admin-post-form'
import { AdminPostTable } from './admin-post-table'

export const screens: CollectionScreens<Post, { authors: AuthorChoice[] }> = {
  List: AdminPostTable,
  Form: ({ record, editorial, uploader, extra }) => (
    <AdminPostForm
      post={record}
      editorial={editorial}
      uploader={uploader}
      authors={extra.authors}
    />
  ),
  // The author list is a help, not a need: the form works without it.
  loadExtra: () =>
    loadAuthorChoices().then(
      (authors) => ({ authors }),
      () => ({ authors: [] }),
    ),
}
