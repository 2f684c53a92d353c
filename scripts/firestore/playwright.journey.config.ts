import { siteConfig } from './siteConfig'

/** The site built from the journey's snapshot (.data/journey-site, phase `journey` of run-tests.ts). */
export default siteConfig({
  testMatch: /journey-site\.firestore\.ts$/,
  siteDir: '.data/journey-site',
  port: Number(process.env.JOURNEY_E2E_PORT ?? 4344),
  workers: 1,
  timeout: 30_000,
  expectTimeout: 7_000,
})
