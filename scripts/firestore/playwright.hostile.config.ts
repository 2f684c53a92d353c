import { siteConfig } from './siteConfig'

/**
 * The hostile-markdown corpus and a post written as in the desk, snapshotted and pre-rendered
 * into .data/hostile-site by scripts/firestore/run-tests.ts.
 */
export default siteConfig({
  testMatch: /(hostile|written-post)\.firestore\.ts$/,
  siteDir: '.data/hostile-site',
  port: Number(process.env.HOSTILE_E2E_PORT ?? 4342),
  workers: 2,
  timeout: 30_000,
  expectTimeout: 7_000,
})
