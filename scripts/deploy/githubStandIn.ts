// A stand-in for GitHub's API (server/deploy/githubReceiver.ts) that the browser tests' site
// sends the desk's deploy requests to.
import type { ReceivedRequest } from '../../server/deploy/githubReceiver'
import { CONTROL } from '../../server/deploy/githubReceiver'

export const DEPLOY_RECEIVER_PORT = Number(process.env.DEPLOY_RECEIVER_TEST_PORT ?? 4350)
export const DEPLOY_TEST_REPO = 'oak-ember/site'

export function deployDispatchEnv(port = DEPLOY_RECEIVER_PORT): Record<string, string> {
  return {
    DEPLOY_RECEIVER_TEST_PORT: String(port),
    DEPLOY_GITHUB_API_URL: `http://127.0.0.1:${port}`,
    DEPLOY_GITHUB_TOKEN: 'github_pat_emulator',
    DEPLOY_GITHUB_REPO: DEPLOY_TEST_REPO,
  }
}

export function githubStandIn(port = DEPLOY_RECEIVER_PORT) {
  const call = async (action: string, body?: object): Promise<ReceivedRequest[]> => {
    const response = await fetch(
      `http://127.0.0.1:${port}${CONTROL}${action}`,
      body ? { method: 'POST', body: JSON.stringify(body) } : {},
    )
    if (!response.ok) throw new Error(`GitHub's stand-in answered ${response.status}`)
    return (await response.json()) as ReceivedRequest[]
  }
  return {
    requests: () => call('requests'),
    answer: (status: number, message = '') => call('answer', { status, message }),
    reset: () => call('reset', {}),
  }
}
