import express, { Router } from 'express'
import type { AppContext } from '~/core/context.server'
import { apiNotFound } from '../errors'
import type { PublicAnswers } from '../page-cache/public-answers'
import { requireAuth } from './auth-middleware'
import { apiGate } from './route-rights'
import { authRoutes } from './auth-routes'
import { contactDetailsRoutes } from './contact-details-routes'
import { collectionRouter } from './collection-router'
import { serverCollections } from '~/collections.server'
import { messagesRoutes } from './messages-routes'
import { onlyMethods } from './method-not-allowed'
import { openApiDocument } from './openapi'
import { uploadRoutes } from './upload-routes'
import { mediaRoutes } from './media-routes'
import { usersRoutes } from './users-routes'
import { activityRoutes } from './activity-routes'
import { siteCopyRoutes } from './site-copy-routes'
import { trashRoutes } from './trash-routes'
import { scheduleRoutes } from './schedule-routes'
import { translationsRoutes } from './translations-routes'
import { languagesRoutes } from './languages-routes'
import { analyticsRoutes } from './analytics-routes'
import { redirectsRoutes } from './redirects-routes'
import { brandRoutes } from './brand-routes'
import { pagePreviewRoutes } from './page-preview-routes'
import { postPreviewRoutes } from './post-preview-routes'
import { searchRoutes } from './search-routes'
import { tokensRoutes, webhooksRoutes } from './integrations-routes'

/** Every /api route; handlers stay thin: parse with the feature's schema, call its service, respond. */
export function createApiRouter(ctx: AppContext, answers: PublicAnswers): Router {
  const api = Router()
  const auth = requireAuth(ctx)
  api.use((_req, res, next) => {
    // Answers depend on the token and change with every edit: never cache them.
    res.setHeader('Cache-Control', 'no-store')
    next()
  })
  api.use(express.json({ limit: '100kb' }))
  // Who may call what: one table, one gate, before any route (docs/api.md §Access).
  api.use(apiGate(ctx))

  api.use('/auth', authRoutes(ctx, answers))
  // Before the posts' and pages' own routes, which would take `preview` for an id.
  api.use('/posts', postPreviewRoutes())
  api.use('/pages', pagePreviewRoutes(ctx))
  for (const server of serverCollections) {
    api.use(`/${server.collection.id}`, collectionRouter(ctx, answers, auth, server))
  }
  api.use('/contact', contactDetailsRoutes(ctx, answers))
  api.use('/search', searchRoutes(ctx))
  api.use('/content', siteCopyRoutes(ctx, answers, auth))
  api.use('/trash', trashRoutes(ctx))
  api.use('/schedule', scheduleRoutes(ctx))
  api.use('/translations', translationsRoutes(ctx))
  api.use('/languages', languagesRoutes(ctx))
  api.use('/messages', messagesRoutes(ctx))
  api.use('/upload', uploadRoutes(ctx))
  api.use('/media', mediaRoutes(ctx))
  api.use('/users', usersRoutes(ctx, auth))
  api.use('/activity', activityRoutes(ctx, auth))
  api.use('/analytics', analyticsRoutes(ctx, auth))
  api.use('/redirects', redirectsRoutes(ctx))
  api.use('/settings/brand', brandRoutes(ctx, answers))
  api.use('/tokens', tokensRoutes(ctx))
  api.use('/webhooks', webhooksRoutes(ctx))
  api.get('/openapi.json', (_req, res) => {
    res.json(openApiDocument())
  })
  api.all('/openapi.json', onlyMethods('GET, HEAD'))
  api.use(apiNotFound)
  return api
}
