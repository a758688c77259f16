import { collectionService } from '~/core/collection.server'
import {
  deletePortfolioItem,
  findPortfolioItem,
  insertPortfolioItem,
  listPortfolioItems,
  updatePortfolioItem,
} from './queries.server'
import type { PortfolioData, PortfolioItem } from './schemas'

export const portfolioService = collectionService<PortfolioItem, PortfolioData>(
  {
    list: listPortfolioItems,
    find: findPortfolioItem,
    insert: insertPortfolioItem,
    update: updatePortfolioItem,
    remove: deletePortfolioItem,
  },
  'Portfolio item not found',
)
