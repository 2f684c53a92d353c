/**
 * Where the site served for the browser tests (serve-site.ts, started by run-tests.ts) sends the
 * desk's deploy requests: GitHub's API stood in by a loopback port, DEPLOY_RECEIVER_TEST_PORT
 * (4350). Nothing listens there unless a test starts server/deploy/githubReceiver.ts on it.
 */
export const DEPLOY_RECEIVER_PORT = Number(process.env.DEPLOY_RECEIVER_TEST_PORT ?? 4350)
export const DEPLOY_TEST_REPO = 'oak-ember/site'

/** The served site's dispatch settings (run-tests.ts passes them to Playwright's web server). */
export function deployDispatchEnv(): Record<string, string> {
  return {
    DEPLOY_RECEIVER_TEST_PORT: String(DEPLOY_RECEIVER_PORT),
    DEPLOY_GITHUB_API_URL: `http://127.0.0.1:${DEPLOY_RECEIVER_PORT}`,
    DEPLOY_GITHUB_TOKEN: 'github_pat_emulator',
    DEPLOY_GITHUB_REPO: DEPLOY_TEST_REPO,
  }
}
