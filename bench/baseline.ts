import { fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { BaselineBody } from './baseline-server'

export interface Baseline {
  baseUrl: string
  pid: number
  stop(): Promise<void>
}

/** Starts bench/baseline-server.ts in a child process, answering `bodies`. */
export async function startBaseline(
  bodies: { path: string; headers: Record<string, string>; body: Buffer }[],
): Promise<Baseline> {
  const child = fork(fileURLToPath(new URL('./baseline-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const message: BaselineBody[] = bodies.map((b) => ({
    path: b.path,
    headers: b.headers,
    base64: b.body.toString('base64'),
  }))
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port))
    child.once('exit', (code) => reject(new Error(`baseline server exited with ${code}`)))
    child.send(message)
  })
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}
