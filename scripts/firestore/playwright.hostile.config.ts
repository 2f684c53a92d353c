import { siteConfig } from './siteConfig'

export default siteConfig({
  name: 'hostile',
  testMatch: /(hostile|written-post)\.firestore\.ts$/,
  // The journey's build (scripts/firestore/journey.ts): its blog is the corpus.
  siteDir: '.data/journey-site',
  port: Number(process.env.HOSTILE_E2E_PORT ?? 4342),
  workers: 2,
  timeout: 30_000,
  expectTimeout: 7_000,
})
