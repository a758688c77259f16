import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../../scripts/support/server'

/**
 * A real IMAP server for the test: Debian's Dovecot, with a configuration of its own in a
 * temporary folder (one user, a Maildir there, plain login on 127.0.0.1 without TLS). `.ci/run`
 * installs Dovecot when the machine lacks it.
 */
export async function startImapServer() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-imap-'))
  const port = await freePort()
  const user = 'leads'
  const password = 'imap-test-password'
  // Mail is stored as the dovecot system account: Dovecot refuses to act as root for a mailbox.
  const asRoot = process.getuid?.() === 0
  const idOf = (flag: string) => Number(execFileSync('id', [flag, 'dovecot']).toString().trim())
  const uid = asRoot ? idOf('-u') : process.getuid!()
  const gid = asRoot ? idOf('-g') : process.getgid!()
  fs.mkdirSync(path.join(dir, 'mail'))
  fs.chownSync(path.join(dir, 'mail'), uid, gid)
  fs.chmodSync(dir, 0o755)
  fs.writeFileSync(
    path.join(dir, 'passwd'),
    `${user}:{PLAIN}${password}:${uid}:${gid}::${dir}/mail\n`,
  )
  const config = path.join(dir, 'dovecot.conf')
  fs.writeFileSync(
    config,
    `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = ${Math.min(uid, 100)}
mail_location = maildir:${dir}/mail
passdb {
  driver = passwd-file
  args = ${dir}/passwd
}
userdb {
  driver = passwd-file
  args = ${dir}/passwd
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service imap-login {
  chroot =
}
`,
  )
  const child = spawn('dovecot', ['-F', '-c', config], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  const end = Date.now() + 15_000
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) break
    if (child.exitCode !== null || Date.now() > end) {
      const log = fs.existsSync(path.join(dir, 'dovecot.log'))
        ? fs.readFileSync(path.join(dir, 'dovecot.log'), 'utf8')
        : ''
      throw new Error(`dovecot did not start: ${output}\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    port,
    user,
    password,
    url: `imap://${user}:${password}@127.0.0.1:${port}/INBOX`,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((resolve) =>
        child.exitCode !== null ? resolve(null) : child.once('exit', resolve),
      )
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
