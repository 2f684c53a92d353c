// The /admin/ policy of these copies also names the emulators' origins; the committed
// firebase.json never allows localhost.
import { readFileSync, writeFileSync } from 'node:fs'

interface HeaderRule {
  source?: string
  headers: { key: string; value: string }[]
}

export function writeEmulatorFirebaseJson(target: string, emulatorHosts: string[]): void {
  const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
    hosting: { headers: HeaderRule[] }
  }
  const origins = emulatorHosts.map((host) => `http://${host}`).join(' ')
  for (const rule of config.hosting.headers) {
    if (!rule.source?.startsWith('/admin')) continue
    for (const header of rule.headers)
      if (header.key === 'Content-Security-Policy')
        header.value = header.value.replace(/connect-src ([^;]*)/, `connect-src $1 ${origins}`)
  }
  writeFileSync(target, `${JSON.stringify(config, null, 2)}\n`)
}
