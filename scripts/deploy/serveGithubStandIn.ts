/**
 * GitHub's stand-in for the browser tests, as a process of its own (Playwright's second web
 * server, scripts/firestore/playwright.config.ts): `PORT=4350 npx tsx scripts/deploy/serveGithubStandIn.ts`.
 */
import { startGithubReceiver } from '../../server/deploy/githubReceiver'

const receiver = await startGithubReceiver(Number(process.env.PORT ?? 4350))
console.log(`GitHub's stand-in on ${receiver.url}/`)
