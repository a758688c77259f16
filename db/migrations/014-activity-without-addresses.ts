import type { Kysely } from 'kysely'

interface Tables {
  activity: { id: string; action: string; summary: string }
}

/**
 * The activity log keeps no client address (docs/privacy.md): sign-ins were recorded as
 * 'Signed in with an authenticator code from 198.51.100.7', failed ones as 'Failed sign-in for
 * x@agency.test from 198.51.100.7' and 'Wrong two-factor code for … from …', kept for
 * ACTIVITY_RETENTION_DAYS. Those entries lose the ' from …' that ends them; everything else
 * in them stays.
 */
export const activityWithoutAddresses = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as unknown as Kysely<Tables>
    const rows = await db
      .selectFrom('activity')
      .select(['id', 'action', 'summary'])
      .where('action', 'in', ['sign-in', 'sign-in-failed'])
      .where('summary', 'like', '% from %')
      .execute()
    for (const row of rows) {
      const summary = withoutAddress(row.action, row.summary)
      if (summary === row.summary) continue
      await db.updateTable('activity').set({ summary }).where('id', '=', row.id).execute()
    }
  },
}

/**
 * A sign-in's summary without the address that ended it. The address was always last, and is
 * one word (IPv4, IPv6 or 'unknown'); a failed sign-in names an e-mail (no spaces) before it,
 * a sign-in may name a passkey (which may hold ' from ') before it.
 */
export function withoutAddress(action: string, summary: string): string {
  if (action === 'sign-in') return summary.replace(/^(Signed in.*) from \S+$/s, '$1')
  // A long e-mail may have had the end of the address cut off with '…': all of it goes.
  return summary.replace(/^((?:Failed sign-in|Wrong two-factor code) for \S+) from .*$/s, '$1')
}
