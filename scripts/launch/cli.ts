import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadEnv } from 'vite'
import { proofSecret } from '../../server/proof/signature'
import {
  checkConfiguration,
  exitCode,
  formatReport,
  type SampleGroup,
  serverSettings,
} from './check'
import { adminRulesReader, hasCredentials } from './deployedRules'
import { checkProduction, formatProduction, parseHosting } from './production'

const ROOT = resolve(import.meta.dirname, '../..')
const CONTENT_DIRS = ['src/content', 'src/blog']

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index >= 0 ? process.argv[index + 1] : undefined
}

function modules(dir: string): string[] {
  const full = join(ROOT, dir)
  try {
    return readdirSync(full, { recursive: true, encoding: 'utf8' })
      .filter(
        (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'),
      )
      .map((file) => join(full, file))
  } catch {
    return []
  }
}

async function sampleGroups(): Promise<SampleGroup[]> {
  const groups: SampleGroup[] = []
  for (const file of CONTENT_DIRS.flatMap(modules).sort()) {
    const mod = (await import(pathToFileURL(file).href)) as { samples?: SampleGroup['samples'] }
    if (Array.isArray(mod.samples))
      groups.push({ module: relative(ROOT, file), samples: mod.samples })
  }
  return groups
}

async function production(url: string) {
  let base: URL
  try {
    base = new URL(url)
  } catch {
    throw new Error(
      `--production needs the site's address, e.g. https://www.example.com (got "${url}")`,
    )
  }
  const credentials = argValue('--credentials')
  const env = credentials
    ? { ...process.env, GOOGLE_APPLICATION_CREDENTIALS: resolve(credentials) }
    : process.env
  const projectId = argValue('--project')
  const storageBucket = argValue('--storage-bucket')
  const read = (file: string) => readFileSync(join(ROOT, file), 'utf8')
  const results = await checkProduction(base, {
    fetch,
    hosting: parseHosting(JSON.parse(read('firebase.json'))),
    repositoryRules: { firestore: read('firestore.rules'), storage: read('storage.rules') },
    rules: hasCredentials(env)
      ? adminRulesReader(env, {
          ...(projectId ? { projectId } : {}),
          ...(storageBucket ? { storageBucket } : {}),
        })
      : null,
    proof: { secret: proofSecret(process.env.LEAD_PROOF_SECRET) },
  })
  console.log(formatProduction(base, results))
  process.exitCode = results.every((result) => result.ok) ? 0 : 1
}

async function main() {
  if (process.argv.includes('--production')) return production(argValue('--production') ?? '')
  const strict = process.argv.includes('--strict')
  const envDir = resolve(argValue('--env-dir') ?? ROOT)
  const env = { ...loadEnv('production', envDir, 'VITE_'), ...serverSettings(process.env) }
  const report = { configuration: checkConfiguration(env), content: await sampleGroups() }
  console.log(formatReport(report, strict))
  process.exitCode = exitCode(report, strict)
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 2
})
