import type { CollectionScreens } from '~/components/admin/collection-screens'
import type { PortfolioItem } from '../schemas'
import { AdminPortfolioForm } from './admin-portfolio-form'
import { AdminPortfolioTable } from './admin-portfolio-table'

export const screens: CollectionScreens<PortfolioItem> = {
  List: AdminPortfolioTable,
  Form: ({ record, editorial, uploader }) => (
    <AdminPortfolioForm item={record} editorial={editorial} uploader={uploader} />
  ),
}
