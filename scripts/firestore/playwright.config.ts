import { DEPLOY_RECEIVER_PORT } from '../deploy/githubStandIn'
import { siteConfig } from './siteConfig'

// Its own build, so dist/ stays as other specs need; one worker, as the tests share the emulator.
export default siteConfig({
  name: 'emulators',
  testMatch:
    /\/(blog-live|analytics|deploy|desk|desk-content|desk-isolation|desk-photos|desk-projects|desk-reviews|desk-saves|desk-writing|desk-editor-bench|leads-server|office|office-list|office-bench|office-push)\.firestore\.ts$/,
  siteDir: '.data/emulator-site',
  port: Number(process.env.FIRESTORE_E2E_PORT ?? 4341),
  workers: 1,
  timeout: 45_000,
  expectTimeout: 10_000,
  // GitHub's stand-in: where the served site's deploy requests go (run-tests.ts sets DEPLOY_*).
  servers: [
    { command: 'npx tsx scripts/deploy/serveGithubStandIn.ts', port: DEPLOY_RECEIVER_PORT },
  ],
})
