import { defineServerCollection } from '~/core/collection.server'
import { products } from './collection'
import {
  deleteProduct,
  findProduct,
  insertProduct,
  listProducts,
  updateProduct,
} from './queries.server'

/** The products' queries and their place in the API (ADR 076); prices are kept in cents. */
export const productsServer = defineServerCollection(products, {
  queries: {
    list: listProducts,
    find: findProduct,
    insert: insertProduct,
    update: updateProduct,
    remove: deleteProduct,
  },
  example: {
    name: 'Care Plan',
    description: 'Updates, backups and a monthly report.',
    price: 99.5,
    category: 'Website Solutions',
    features: ['Backups', 'Updates'],
  },
  openapi: {
    name: 'Product',
    produced: { imageAlt: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
    extra: { updatedAt: { type: 'string', format: 'date-time' } },
  },
})
