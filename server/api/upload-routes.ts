import { Router, type RequestHandler } from 'express'
import multer from 'multer'
import { MAX_IMAGE_BYTES } from '~/features/uploads/image-rules'
import { uploadImage } from '~/features/uploads/service.server'
import { named } from '~/core/activity.server'
import type { AppContext } from '~/core/context.server'
import { AppError } from '~/lib/errors'
import { requireAuth, sessionOf } from './auth-middleware'
import { onlyMethods } from './method-not-allowed'
import { recordedWrites } from './recorded-write'

/**
 * The multipart field `image`, one file, kept in memory: the bytes go straight to sharp and
 * then the database, never to disk. Also what a media item's replace takes.
 */
export function receiveImage(): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 10_000 },
    // Browsers send a file's name as UTF-8 without saying so ("Café.jpg").
    defParamCharset: 'utf8',
  })
  const receive = upload.single('image')
  return (req, res, next) => {
    receive(req, res, (error?: unknown) => {
      if (!error) {
        if (!req.file) return next(new AppError(400, 'Please select an image to upload'))
        return next()
      }
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return next(error)
        if (error.code === 'LIMIT_UNEXPECTED_FILE') {
          return next(new AppError(400, 'Send the image in the "image" field'))
        }
      }
      // Anything else the multipart parser rejects is a broken request, not a server fault.
      next(new AppError(400, 'Malformed upload'))
    })
  }
}

export function uploadRoutes(ctx: AppContext): Router {
  const router = Router()
  router.post('/', requireAuth(ctx), receiveImage(), async (req, res) => {
    const file = req.file!
    const image = await uploadImage(
      (save) =>
        recordedWrites(ctx, res).publish(save, (stored) => ({
          action: 'upload',
          entity: 'upload',
          entityId: stored._id,
          summary: `Uploaded ${named(stored.filename)} (${stored.width}×${stored.height}, ${stored.url})`,
        })),
      file.buffer,
      file.originalname,
      sessionOf(res).user,
    )
    req.log.info({ url: image.url, bytes: file.size }, 'image uploaded')
    const { created: _created, ...answer } = image
    void _created
    res.status(201).json(answer)
  })
  router.all('/', onlyMethods('POST'))
  return router
}
