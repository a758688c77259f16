import express, { Router } from 'express'
import { listFaqs } from '~/features/faqs/queries.server'
import { createFaq, editFaq, getFaq, removeFaq } from '~/features/faqs/service.server'
import { listPortfolioItems } from '~/features/portfolio/queries.server'
import {
  createPortfolioItem,
  editPortfolioItem,
  getPortfolioItem,
  removePortfolioItem,
} from '~/features/portfolio/service.server'
import { listProducts } from '~/features/products/queries.server'
import {
  createProduct,
  editProduct,
  getProduct,
  removeProduct,
} from '~/features/products/service.server'
import type { AppContext } from '~/lib/context.server'
import { apiNotFound } from '../errors'
import { requireAuth } from './auth-middleware'
import { authRoutes } from './auth-routes'
import { contactRoutes } from './contact-routes'
import { contentRouter } from './content-router'
import { messagesRoutes } from './messages-routes'
import { openApiDocument } from './openapi'
import { uploadRoutes } from './upload-routes'

/** Every /api route; handlers stay thin: parse with the feature's schema, call its service. */
export function createApiRouter(ctx: AppContext): Router {
  const api = Router()
  const auth = requireAuth(ctx)
  api.use((_req, res, next) => {
    // Answers depend on the token and change with every edit: never cache them.
    res.setHeader('Cache-Control', 'no-store')
    next()
  })
  api.use(express.json({ limit: '100kb' }))

  api.use('/auth', authRoutes(ctx))
  api.use(
    '/portfolio',
    contentRouter(ctx.db, auth, {
      list: listPortfolioItems,
      get: getPortfolioItem,
      create: createPortfolioItem,
      edit: editPortfolioItem,
      remove: removePortfolioItem,
      deletedMessage: 'Portfolio item deleted successfully',
    }),
  )
  api.use(
    '/products',
    contentRouter(ctx.db, auth, {
      list: listProducts,
      get: getProduct,
      create: createProduct,
      edit: editProduct,
      remove: removeProduct,
      deletedMessage: 'Product deleted successfully',
    }),
  )
  api.use(
    '/faqs',
    contentRouter(ctx.db, auth, {
      list: listFaqs,
      get: getFaq,
      create: createFaq,
      edit: editFaq,
      remove: removeFaq,
      deletedMessage: 'FAQ deleted successfully',
    }),
  )
  api.use('/contact', contactRoutes(ctx))
  api.use('/messages', messagesRoutes(ctx))
  api.use('/upload', uploadRoutes(ctx))
  api.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument())
  })
  api.use(apiNotFound)
  return api
}
