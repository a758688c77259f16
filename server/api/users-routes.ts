import { Router, type RequestHandler } from 'express'
import { accountsWithSecondFactor, resetSecondFactors } from '~/features/auth/two-factor.server'
import {
  changeRole,
  createAccount,
  deleteAccount,
  findAccount,
  listAccounts,
} from '~/features/team/accounts.server'
import { accountChangeInput, newAccountInput } from '~/features/team/schemas'
import { releaseLeads } from '~/features/leads/pipeline.server'
import type { AppContext } from '~/core/context.server'
import { AppError } from '~/lib/errors'
import { bodyObject } from '~/lib/validation'
import { sessionOf } from './auth-middleware'
import { onlyMethods } from './method-not-allowed'

/** The team's accounts (docs/api.md §Users): admins only (route-rights.ts). */
export function usersRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = Router()
  router.use(auth)
  router.get('/', async (_req, res) => {
    const [accounts, withSecondFactor] = await Promise.all([
      listAccounts(ctx.db),
      accountsWithSecondFactor(ctx.db),
    ])
    res.json(accounts.map((a) => ({ ...a, twoFactor: withSecondFactor.has(a._id) })))
  })
  router.post('/', async (req, res) => {
    const input = newAccountInput.parse(bodyObject(req.body))
    res.status(201).json(await createAccount(ctx.db, sessionOf(res).user, input))
  })
  router.patch('/:id', async (req, res) => {
    const { role } = accountChangeInput.parse(bodyObject(req.body))
    const actor = sessionOf(res).user
    // A role without the leads right owns no lead: its leads lose their owner in the same write.
    res.json(
      await changeRole(ctx.db, actor, String(req.params.id), role, (trx, account, to) =>
        releaseLeads(trx, actor, account, to, ctx.events),
      ),
    )
  })
  router.delete('/:id', async (req, res) => {
    await deleteAccount(ctx.db, sessionOf(res).user, String(req.params.id))
    res.json({ message: 'User removed successfully' })
  })
  // A colleague lost their phone: their authenticator, recovery codes and passkeys go, and so
  // do their sessions. One's own is turned off from one's account, with the password.
  router.delete('/:id/2fa', async (req, res) => {
    const actor = sessionOf(res).user
    const id = String(req.params.id)
    if (id === actor._id) {
      throw new AppError(409, 'Turn your own two-factor sign-in off from your account screen')
    }
    await resetSecondFactors(ctx.db, actor, await findAccount(ctx.db, id))
    res.json({ message: 'Two-factor sign-in reset' })
  })
  router.all('/', onlyMethods('GET, HEAD, POST'))
  router.all('/:id/2fa', onlyMethods('DELETE'))
  router.all('/:id', onlyMethods('PATCH, DELETE'))
  return router
}
