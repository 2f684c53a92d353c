// The Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set, else the real project.
import { type App, cert, deleteApp, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { GrantRefused, grantRole, listStaff, revokeRoles } from './editors/run'
import { PROJECT_ID } from './firestore/emulator'
import { SnapshotError, serviceAccount } from './snapshot/firestore'

const USAGE = 'Usage: npm run editors -- add EMAIL [--owner] | remove EMAIL | list'

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
  let connection: { app: App; target: string }
  try {
    connection = connect()
  } catch (error) {
    // Missing credentials are the usual first run: say which, without a stack trace.
    if (!(error instanceof SnapshotError)) throw error
    console.error(
      `editors ${command} failed: ${error.message} (the Auth emulator: FIREBASE_AUTH_EMULATOR_HOST)`,
    )
    return 1
  }
  const { app, target } = connection
  const auth = getAuth(app)
  try {
    if (command === 'add' && email) {
      const role = args.includes('--owner') ? 'owner' : 'editor'
      const { user, created, link } = await grantRole(auth, email, role)
      console.log(`${user.email} is ${role === 'owner' ? 'the owner' : 'an editor'} on ${target}.`)
      if (link)
        console.log(
          `${created ? 'The account is new. ' : ''}Send them this link: it sets their password and proves the address. Until it is used, the account can write nothing.\n${link}`,
        )
      console.log('Its sessions were signed out: the role counts from its next sign-in.')
    } else if (command === 'remove' && email) {
      const user = await revokeRoles(auth, email)
      if (!user) console.log(`No account ${email} on ${target}.`)
      else
        console.log(
          `${email} has no role on ${target} any more; its sessions are revoked. A session keeps its current ID token, and with it the role, until it expires (up to an hour).`,
        )
    } else if (command === 'list') {
      const staff = await listStaff(auth)
      console.log(
        `${staff.length} account${staff.length === 1 ? '' : 's'} with a role on ${target}:`,
      )
      for (const user of staff) {
        const role = user.customClaims?.owner === true ? 'owner' : 'editor'
        const waiting = user.emailVerified ? '' : ' (address not proved yet: can write nothing)'
        console.log(`  ${user.email ?? user.uid}  ${role}${waiting}`)
      }
    } else {
      console.error(USAGE)
      return 2
    }
    return 0
  } catch (error) {
    if (error instanceof GrantRefused) {
      console.error(`editors ${command} refused: ${error.message}`)
      return 3
    }
    console.error(
      `editors ${command} failed: ${error instanceof Error ? error.message : String(error)}`,
    )
    return 1
  } finally {
    await deleteApp(app)
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code))
