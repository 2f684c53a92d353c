// A process of its own: Playwright's second web server (scripts/firestore/playwright.config.ts).
import { startGithubReceiver } from '../../server/deploy/githubReceiver'

const receiver = await startGithubReceiver(Number(process.env.PORT ?? 4350))
console.log(`GitHub's stand-in on ${receiver.url}/`)
