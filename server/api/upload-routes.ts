import { Router, type RequestHandler } from 'express'
import multer from 'multer'
import { MAX_IMAGE_BYTES } from '~/features/uploads/image-rules'
import { uploadImage } from '~/features/uploads/service.server'
import type { AppContext } from '~/core/context.server'
import { AppError } from '~/lib/errors'
import { requireAuth } from './auth-middleware'
import { onlyMethods } from './method-not-allowed'
import { recordedWrites } from './recorded-write'

export function uploadRoutes(ctx: AppContext): Router {
  const router = Router()
  // In memory: the bytes go straight to sharp and then the database, never to disk.
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, fieldSize: 10_000 },
  })
  const receive = upload.single('image')
  const parseUpload: RequestHandler = (req, res, next) => {
    receive(req, res, (error?: unknown) => {
      if (!error) return next()
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
  router.post('/', requireAuth(ctx), parseUpload, async (req, res) => {
    if (!req.file) throw new AppError(400, 'Please select an image to upload')
    const image = await uploadImage(
      (save) =>
        recordedWrites(ctx, res).publish(save, (stored) => ({
          action: 'upload',
          entity: 'upload',
          entityId: stored.url,
          summary: `Uploaded an image (${stored.width}×${stored.height}, ${stored.url})`,
        })),
      req.file.buffer,
    )
    req.log.info({ url: image.url, bytes: req.file.size }, 'image uploaded')
    res.status(201).json(image)
  })
  router.all('/', onlyMethods('POST'))
  return router
}
