import type { ErrorRequestHandler, RequestHandler } from 'express'
import { AppError } from '~/lib/errors'
import { fieldErrors, z } from '~/lib/validation'

/** Unknown /api paths answer JSON, never the HTML 404 page. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' })
}

interface HttpishError {
  status?: number
  statusCode?: number
  type?: string
  code?: string
  expose?: boolean
}

/** Turns every error into the contract's JSON; a stack trace never leaves the process. */
export const apiErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) {
    res.end()
    return
  }
  if (error instanceof AppError) {
    // A lock or limit (LockedError) says when to come back.
    if ('retryAfterSeconds' in error && typeof error.retryAfterSeconds === 'number') {
      res.setHeader('Retry-After', String(error.retryAfterSeconds))
    }
    res.status(error.status).json({
      ...error.details,
      message: error.message,
      ...(error.errors && { errors: error.errors }),
    })
    return
  }
  if (error instanceof z.ZodError) {
    res.status(400).json({ message: 'Validation failed', errors: fieldErrors(error) })
    return
  }
  if (error instanceof URIError) {
    // Express could not percent-decode a path parameter (`/api/{collection}/%`): such an id cannot
    // name a record, so it is the contract's 404 for a syntactically invalid id.
    res.status(404).json({ message: 'Not found' })
    return
  }
  const e = error as HttpishError
  if (e.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'Malformed JSON' })
    return
  }
  if (e.type === 'entity.too.large' || e.code === 'LIMIT_FILE_SIZE') {
    res.status(413).json({ message: 'Request body is too large' })
    return
  }
  const status = e.status ?? e.statusCode
  if (status && status >= 400 && status < 500 && e.expose !== false) {
    res.status(status).json({ message: status === 415 ? 'Unsupported media type' : 'Bad request' })
    return
  }
  req.log.error({ err: error }, 'request failed')
  res.status(500).json({ message: 'Internal server error' })
}
