import type { Engine } from '../../scripts/support/databases'

export {
  createTestDatabase,
  POSTGRES_URL,
  type Engine,
  type TestDatabase,
} from '../../scripts/support/databases'

/**
 * Every suite runs against SQLite and PostgreSQL. PostgreSQL being down is a failure, not a
 * silent skip, unless SKIP_POSTGRES=1 says so on purpose (CI says so only for its second and
 * third Node lines, after the whole suite ran on both engines: .ci/run).
 */
export const engines: Engine[] =
  process.env.SKIP_POSTGRES === '1' ? ['sqlite'] : ['sqlite', 'postgres']
