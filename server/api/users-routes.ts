import { Router, type RequestHandler } from 'express'
import { createAccount, deleteAccount, listAccounts } from '~/features/team/accounts.server'
import { newAccountInput } from '~/features/team/schemas'
import type { AppContext } from '~/core/context.server'
import { bodyObject } from '~/lib/validation'
import { sessionOf } from './auth-middleware'
import { onlyMethods } from './method-not-allowed'

/** The team's accounts (docs/api.md §Users): every call needs a token. */
export function usersRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = Router()
  router.use(auth)
  router.get('/', async (_req, res) => {
    res.json(await listAccounts(ctx.db))
  })
  router.post('/', async (req, res) => {
    const input = newAccountInput.parse(bodyObject(req.body))
    res.status(201).json(await createAccount(ctx.db, sessionOf(res).user, input))
  })
  router.delete('/:id', async (req, res) => {
    await deleteAccount(ctx.db, sessionOf(res).user, String(req.params.id))
    res.json({ message: 'User removed successfully' })
  })
  router.all('/', onlyMethods('GET, HEAD, POST'))
  router.all('/:id', onlyMethods('DELETE'))
  return router
}
