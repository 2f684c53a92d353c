import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { buildPolicy, inlineScriptHashes, settingsFromEnv, withPolicy } from './csp'

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`
const page = `<!DOCTYPE html><html><head><title>x</title><style>.a{color:red}</style><script type="application/ld+json">{"a":1}</script></head><body><script>window.x = 1</script><script type="module" src="/assets/app.js"></script></body></html>`
const none = { firestore: false, analytics: false }

describe('content security policy', () => {
  it('hashes executable inline scripts only, never JSON-LD or external scripts', () => {
    expect(inlineScriptHashes(page)).toEqual([sha('window.x = 1')])
  })

  it('allows self plus exactly the inline code of the page, never unsafe-inline or eval', () => {
    const policy = buildPolicy(page, none)
    expect(policy).toContain(`script-src 'self' ${sha('window.x = 1')}`)
    expect(policy).toContain(`style-src 'self' ${sha('.a{color:red}')}`)
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'self'")
    expect(policy).toMatch(/form-action 'self'(;|$)/)
    expect(policy).toContain("connect-src 'self'")
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com')
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(policy).not.toMatch(/googleapis|google-analytics/)
  })

  it('opens connect-src to Firestore and analytics only when set', () => {
    const settings = settingsFromEnv({
      VITE_SITE_URL: 'https://www.oakandemberoutdoor.com',
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_PROJECT_ID: 'p',
      VITE_FIREBASE_APP_ID: 'a',
      VITE_FIREBASE_MEASUREMENT_ID: 'G-1',
    })
    expect(settings).toEqual({
      firestore: true,
      analytics: true,
      desk: {
        connect: [
          'https://identitytoolkit.googleapis.com',
          'https://securetoken.googleapis.com',
          'https://firestore.googleapis.com',
        ],
        script: [],
        frame: [],
      },
    })
    const policy = buildPolicy(page, settings)
    expect(policy).toMatch(/connect-src 'self' https:\/\/firestore\.googleapis\.com/)
    expect(policy).toContain('script-src')
    expect(policy).toContain('https://www.googletagmanager.com')
    // A form posted without the app goes to the site's own lead endpoint: the site alone.
    expect(policy).toMatch(/form-action 'self'(;|$)/)
  })

  it('lets public pages show images from the site alone, plus the analytics hosts when analytics is on', () => {
    const env = {
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_PROJECT_ID: 'p',
      VITE_FIREBASE_APP_ID: 'a',
      // A bucket no longer opens anything: uploads reach public pages through the snapshot.
      VITE_FIREBASE_STORAGE_BUCKET: 'p.appspot.com',
    }
    const img = (policy: string) => /img-src ([^;]*)/.exec(policy)?.[1]
    expect(img(buildPolicy(page, settingsFromEnv(env)))).toBe("'self'")
    expect(img(buildPolicy(page, none))).toBe("'self'")
    const analytics = settingsFromEnv({ ...env, VITE_FIREBASE_MEASUREMENT_ID: 'G-1' })
    expect(img(buildPolicy(page, analytics))).toBe(
      "'self' https://*.google-analytics.com https://*.googletagmanager.com",
    )
    expect(buildPolicy(page, settingsFromEnv(env))).not.toMatch(/firebasestorage|appspot/)
  })

  it('allows Firestore whenever the blog refresh is on, as the client decides it (no app id needed)', () => {
    const settings = settingsFromEnv({
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_PROJECT_ID: 'p',
      VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8181',
    })
    expect(settings).toEqual({
      firestore: true,
      firestoreEmulator: 'http://127.0.0.1:8181',
      analytics: false,
      desk: expect.objectContaining({ connect: expect.arrayContaining(['http://127.0.0.1:8181']) }),
    })
    expect(buildPolicy(page, settings)).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:8181/)
  })

  it('gives the desk Auth, Firestore and the emulators but no Storage, and the public pages none of them', () => {
    const settings = settingsFromEnv({
      VITE_FIREBASE_API_KEY: 'k',
      VITE_FIREBASE_PROJECT_ID: 'p',
      VITE_FIREBASE_STORAGE_BUCKET: 'p.firebasestorage.app',
      VITE_FIREBASE_MEASUREMENT_ID: 'G-1',
      VITE_FIREBASE_APP_ID: 'a',
      VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9199',
      VITE_DESK_GOOGLE_SIGN_IN: 'true',
    })
    const desk = settings.desk ?? undefined
    expect(desk).toBeDefined()
    const deskPolicy = buildPolicy(page, settings, desk)
    expect(deskPolicy).toMatch(
      /connect-src 'self' https:\/\/firestore\.googleapis\.com https:\/\/identitytoolkit\.googleapis\.com https:\/\/securetoken\.googleapis\.com http:\/\/127\.0\.0\.1:9199(;|$)/,
    )
    expect(deskPolicy).toContain('https://apis.google.com')
    expect(deskPolicy).toContain('frame-src https://p.firebaseapp.com;')
    expect(deskPolicy).toContain("img-src 'self' data: blob: https:;")
    // No analytics in the desk.
    expect(deskPolicy).not.toMatch(/google-analytics|googletagmanager/)
    expect(deskPolicy).not.toMatch(/unsafe-inline|unsafe-eval/)
    const publicPolicy = buildPolicy(page, settings)
    expect(publicPolicy).not.toMatch(/identitytoolkit|securetoken|apis\.google|9199/)
    // Photos go through the site's own /api/media, never to Storage from a browser.
    expect(publicPolicy).not.toMatch(/firebasestorage/)
    expect(deskPolicy).not.toMatch(/firebasestorage/)
  })

  it('lets the desk alone start a worker of its own origin (the office’s /admin/sw.js)', () => {
    const settings = settingsFromEnv({})
    expect(buildPolicy(page, settings, { connect: [], script: [], frame: [] })).toMatch(
      /worker-src 'self'$/,
    )
    expect(buildPolicy(page, settings)).toMatch(/worker-src 'none'$/)
  })

  it('is the first element of the head', () => {
    const html = withPolicy(page, none)
    expect(html).toMatch(
      /^<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; /,
    )
  })
})
