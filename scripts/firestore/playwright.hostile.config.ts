import { siteConfig } from './siteConfig'

export default siteConfig({
  name: 'hostile',
  testMatch: /(hostile|written-post)\.firestore\.ts$/,
  siteDir: '.data/hostile-site',
  port: Number(process.env.HOSTILE_E2E_PORT ?? 4342),
  workers: 2,
  timeout: 30_000,
  expectTimeout: 7_000,
})
