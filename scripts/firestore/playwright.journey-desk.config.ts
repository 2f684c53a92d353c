import { siteConfig } from './siteConfig'

/**
 * The desk half of the journey (phase `journey` of run-tests.ts): the emulator build of the
 * browser phase (.data/emulator-site), served on its own port with the journey's media store.
 */
export default siteConfig({
  testMatch: /journey-desk\.firestore\.ts$/,
  siteDir: '.data/emulator-site',
  port: Number(process.env.JOURNEY_DESK_E2E_PORT ?? 4343),
  workers: 1,
  timeout: 60_000,
  expectTimeout: 10_000,
})
