/** The deployed security rules, read with a key that needs only the Firebase Rules Viewer role. */
import { cert, deleteApp, initializeApp } from 'firebase-admin/app'
import { getSecurityRules, type Ruleset } from 'firebase-admin/security-rules'
import { serviceAccount } from '../snapshot/firestore'
import type { RulesReader } from './production'

export function hasCredentials(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.GOOGLE_APPLICATION_CREDENTIALS?.trim() || env.FIREBASE_SERVICE_ACCOUNT?.trim())
}

const sourceOf = (ruleset: Ruleset) => ruleset.source.map((file) => file.content).join('\n')

export function adminRulesReader(
  env: NodeJS.ProcessEnv,
  options: { projectId?: string; storageBucket?: string },
): RulesReader {
  return {
    async read() {
      const account = serviceAccount(env)
      const projectId = options.projectId || env.FIREBASE_PROJECT_ID || account.project_id
      if (!projectId) throw new Error('no project id: pass --project or set FIREBASE_PROJECT_ID')
      // Projects made since late 2024 have this default bucket; older ones name theirs with --storage-bucket.
      const bucket = options.storageBucket || `${projectId}.firebasestorage.app`
      const app = initializeApp(
        {
          credential: cert({
            projectId,
            clientEmail: account.client_email ?? '',
            privateKey: account.private_key ?? '',
          }),
          projectId,
        },
        `launch-rules-${Date.now()}`,
      )
      try {
        const rules = getSecurityRules(app)
        const [firestore, storage] = await Promise.all([
          rules.getFirestoreRuleset(),
          rules.getStorageRuleset(bucket),
        ])
        return { firestore: sourceOf(firestore), storage: sourceOf(storage) }
      } finally {
        await deleteApp(app)
      }
    },
  }
}
