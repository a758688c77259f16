import { collectionService } from '~/core/collection.server'
import {
  deleteProduct,
  findProduct,
  insertProduct,
  listProducts,
  updateProduct,
} from './queries.server'
import type { Product, ProductData } from './schemas'

export const productService = collectionService<Product, ProductData>(
  {
    list: listProducts,
    find: findProduct,
    insert: insertProduct,
    update: updateProduct,
    remove: deleteProduct,
  },
  'Product not found',
)
