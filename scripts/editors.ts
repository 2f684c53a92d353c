/**
 * npm run editors -- add EMAIL | remove EMAIL | list
 *
 * Against the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set; otherwise the real project,
 * with a service-account key that may manage users (GOOGLE_APPLICATION_CREDENTIALS or
 * FIREBASE_SERVICE_ACCOUNT, plus FIREBASE_PROJECT_ID if the key does not name it). `add` makes the
 * account when there is none and prints a link to set its password.
 */
import { type App, cert, deleteApp, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { addEditor, listEditors, removeEditor } from './editors/run'
import { PROJECT_ID } from './firestore/emulator'
import { SnapshotError, serviceAccount } from './snapshot/firestore'

const USAGE = 'Usage: npm run editors -- add EMAIL | remove EMAIL | list'

function connect(env: NodeJS.ProcessEnv = process.env): { app: App; target: string } {
  if (env.FIREBASE_AUTH_EMULATOR_HOST) {
    const projectId = env.FIREBASE_PROJECT_ID || PROJECT_ID
    return {
      app: initializeApp({ projectId }, `editors-${Date.now()}`),
      target: `the Auth emulator at ${env.FIREBASE_AUTH_EMULATOR_HOST} (project ${projectId})`,
    }
  }
  const account = serviceAccount(env)
  const projectId = env.FIREBASE_PROJECT_ID || account.project_id
  if (!projectId) throw new SnapshotError('No project id: set FIREBASE_PROJECT_ID.')
  const credential = cert({
    projectId,
    clientEmail: account.client_email ?? '',
    privateKey: account.private_key ?? '',
  })
  return {
    app: initializeApp({ credential, projectId }, `editors-${Date.now()}`),
    target: `Firebase project ${projectId}`,
  }
}

async function main(args: string[]): Promise<number> {
  const [command, email] = args
  if (!command || (command !== 'list' && !email?.includes('@'))) {
    console.error(USAGE)
    return 2
  }
  const { app, target } = connect()
  const auth = getAuth(app)
  try {
    if (command === 'add' && email) {
      const { user, created } = await addEditor(auth, email)
      console.log(`${user.email} is an editor on ${target}.`)
      if (created)
        console.log(
          `The account was new. Send them this link to set a password:\n${await auth.generatePasswordResetLink(email)}`,
        )
      console.log(
        'A session already signed in gets the claim with its next token (within the hour; or sign out and in).',
      )
    } else if (command === 'remove' && email) {
      const user = await removeEditor(auth, email)
      if (!user) console.log(`No account ${email} on ${target}.`)
      else
        console.log(
          `${email} is no longer an editor on ${target}; its refresh tokens are revoked. A session keeps its current ID token, and with it the claim, until it expires (up to an hour).`,
        )
    } else if (command === 'list') {
      const editors = await listEditors(auth)
      console.log(`${editors.length} editor${editors.length === 1 ? '' : 's'} on ${target}:`)
      for (const user of editors) console.log(`  ${user.email ?? user.uid}`)
    } else {
      console.error(USAGE)
      return 2
    }
    return 0
  } catch (error) {
    console.error(
      `editors ${command} failed: ${error instanceof Error ? error.message : String(error)}`,
    )
    return 1
  } finally {
    await deleteApp(app)
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code))
