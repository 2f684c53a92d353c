import { describe, expect, it } from 'vitest'
import { liveSettings } from './config'

describe('liveSettings', () => {
  it('is off without an API key and project id, or without Vite env at all', () => {
    expect(liveSettings(undefined)).toBeNull()
    expect(liveSettings({})).toBeNull()
    expect(liveSettings({ VITE_FIREBASE_API_KEY: 'k' })).toBeNull()
    expect(liveSettings({ VITE_FIREBASE_API_KEY: ' ', VITE_FIREBASE_PROJECT_ID: 'p' })).toBeNull()
  })

  it('reads the web settings and the emulator host', () => {
    expect(
      liveSettings({
        VITE_FIREBASE_API_KEY: 'k',
        VITE_FIREBASE_PROJECT_ID: 'demo-oakember',
        VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8181',
      }),
    ).toEqual({ apiKey: 'k', projectId: 'demo-oakember', emulatorHost: '127.0.0.1:8181' })
  })
})
