import { describe, expect, it } from 'vitest'
import { analyticsEnabled } from './analytics'
import { firebaseConfig } from './firebaseConfig'

const env = (values: Record<string, string>) => values

describe('firebaseConfig', () => {
  it('is off unless the key, project and app id are all set', () => {
    expect(firebaseConfig(env({}))).toBeNull()
    expect(
      firebaseConfig(env({ VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_PROJECT_ID: 'p' })),
    ).toBeNull()
    expect(
      firebaseConfig(
        env({
          VITE_FIREBASE_API_KEY: 'k',
          VITE_FIREBASE_PROJECT_ID: 'p',
          VITE_FIREBASE_APP_ID: 'a',
        }),
      ),
    ).toEqual({ apiKey: 'k', projectId: 'p', appId: 'a', authDomain: 'p.firebaseapp.com' })
  })

  it('enables analytics only with a measurement id on top of a complete config', () => {
    const base = {
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_PROJECT_ID: 'p',
      VITE_FIREBASE_APP_ID: 'a',
    }
    expect(analyticsEnabled(env(base))).toBe(false)
    expect(analyticsEnabled(env({ ...base, VITE_FIREBASE_MEASUREMENT_ID: 'G-TEST' }))).toBe(true)
    expect(analyticsEnabled(env({ VITE_FIREBASE_MEASUREMENT_ID: 'G-TEST' }))).toBe(false)
  })
})
