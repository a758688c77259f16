import { createRequire } from 'node:module'
import type BetterSqlite3 from 'better-sqlite3'

const require = createRequire(import.meta.url)

/**
 * better-sqlite3, in the version that is safe on the Node running us (ADR 033):
 * - 13 (installed as `better-sqlite3-napi`) is built on Node-API 10, which Node 22.14+ and 24
 *   have. It ships its own binaries, and it is the only line that does not abort on Node 24
 *   when the garbage collector frees a statement.
 * - 12 is the last line that runs on Node 20 (Node-API 9); 13's binary crashes there.
 * Both have the same JavaScript API. Everything that opens a SQLite file goes through here
 * (lint forbids importing either package elsewhere), so no code path can load the wrong one.
 */
export const SQLite: typeof BetterSqlite3 =
  Number(process.versions.napi) >= 10 ? require('better-sqlite3-napi') : require('better-sqlite3')
