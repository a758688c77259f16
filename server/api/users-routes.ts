import { Router, type RequestHandler } from 'express'
import {
  changeRole,
  createAccount,
  deleteAccount,
  listAccounts,
} from '~/features/team/accounts.server'
import { accountChangeInput, newAccountInput } from '~/features/team/schemas'
import type { AppContext } from '~/core/context.server'
import { bodyObject } from '~/lib/validation'
import { sessionOf } from './auth-middleware'
import { onlyMethods } from './method-not-allowed'

/** The team's accounts (docs/api.md §Users): admins only (route-rights.ts). */
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
  router.patch('/:id', async (req, res) => {
    const { role } = accountChangeInput.parse(bodyObject(req.body))
    res.json(await changeRole(ctx.db, sessionOf(res).user, String(req.params.id), role))
  })
  router.delete('/:id', async (req, res) => {
    await deleteAccount(ctx.db, sessionOf(res).user, String(req.params.id))
    res.json({ message: 'User removed successfully' })
  })
  router.all('/', onlyMethods('GET, HEAD, POST'))
  router.all('/:id', onlyMethods('PATCH, DELETE'))
  return router
}
