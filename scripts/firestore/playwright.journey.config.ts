import { siteConfig } from './siteConfig'

// JOURNEY_HALF=desk: the desk in the browser phase's build; else the journey snapshot's site.
const desk = process.env.JOURNEY_HALF === 'desk'
const { JOURNEY_DESK_E2E_PORT = '4343', JOURNEY_E2E_PORT = '4344' } = process.env

export default siteConfig({
  name: desk ? 'journey-desk' : 'journey-site',
  testMatch: desk ? /journey-desk\.firestore\.ts$/ : /journey-site\.firestore\.ts$/,
  siteDir: desk ? '.data/emulator-site' : '.data/journey-site',
  port: Number(desk ? JOURNEY_DESK_E2E_PORT : JOURNEY_E2E_PORT),
  workers: 1,
  // The desk half signs in and sends photos through the served site's function.
  timeout: desk ? 60_000 : 30_000,
  expectTimeout: desk ? 10_000 : 7_000,
})
