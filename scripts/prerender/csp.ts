/**
 * A strict Content Security Policy for every built page, as a <meta http-equiv> generated at build:
 * the inline scripts vite-react-ssg and React Router emit differ per page (the route's hydration
 * data), so only a per-page policy can allow them by hash instead of 'unsafe-inline'.
 * `frame-ancestors` cannot live in a meta policy; firebase.json sends it as a header.
 *
 * What the policy allows follows the build's settings: Firestore when the blog refresh is
 * configured, Google Analytics when analytics is, and the video host for the click-to-load video.
 * Leads go to the site's own endpoint (src/lib/leadEndpoints.ts): `form-action 'self'`, and no
 * origin in `connect-src` for them.
 */
import { createHash } from 'node:crypto'
import { deskSettings } from '../../src/admin/settings'
import { liveSettings } from '../../src/blog/config'
import { firebaseConfig } from '../../src/lib/firebaseConfig'

export interface CspSettings {
  firestore: boolean
  /** Origin of a Firestore emulator the build talks to (tests and local development). */
  firestoreEmulator?: string
  analytics: boolean
  /** What the editors' desk (/admin/) may reach besides; null when Firebase is not configured. */
  desk?: DeskSources | null
}

/** The desk's extra sources: Auth and Firestore, and Google's sign-in popup. */
export interface DeskSources {
  connect: string[]
  script: string[]
  frame: string[]
}

const FIRESTORE = ['https://firestore.googleapis.com']
const ANALYTICS_CONNECT = [
  'https://firebase.googleapis.com',
  'https://firebaseinstallations.googleapis.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
]
const ANALYTICS_SCRIPT = ['https://www.googletagmanager.com']
const VIDEO_FRAME = ['https://www.youtube-nocookie.com']
/** Firebase Auth's REST endpoints (sign-in, token refresh). */
export const AUTH_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
]

function hash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`
}

/** Executable inline scripts (JSON-LD and other data blocks are not subject to CSP). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1] ?? ''
    if (/\bsrc=/.test(attrs)) continue
    const type = /\btype="([^"]*)"/.exec(attrs)?.[1]
    if (type && type !== 'module' && type !== 'text/javascript') continue
    hashes.add(hash(match[2] ?? ''))
  }
  return [...hashes]
}

export function inlineStyleHashes(html: string): string[] {
  return [
    ...new Set(
      [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => hash(m[1] ?? '')),
    ),
  ]
}

/**
 * A page's policy. `desk` turns it into the editors' desk's: the public page's policy plus Auth
 * and Firestore (and Google's popup when offered); images from any https address (the preview
 * shows what an editor links to), data: and blob: (a photo being uploaded, a staff-only photo
 * fetched with the editor's token); no video frame. Public pages show images from the site alone
 * (uploads reach them through the snapshot: docs/decisions/0019), plus analytics' beacons.
 */
export function buildPolicy(html: string, settings: CspSettings, desk?: DeskSources): string {
  const connect = [
    "'self'",
    ...(settings.firestore ? FIRESTORE : []),
    ...(settings.firestoreEmulator ? [settings.firestoreEmulator] : []),
    ...(settings.analytics && !desk ? ANALYTICS_CONNECT : []),
    ...(desk?.connect ?? []),
  ]
  const analytics = settings.analytics && !desk
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      [
        "'self'",
        ...inlineScriptHashes(html),
        ...(analytics ? ANALYTICS_SCRIPT : []),
        ...(desk?.script ?? []),
      ],
    ],
    ['style-src', ["'self'", ...inlineStyleHashes(html)]],
    [
      'img-src',
      [
        "'self'",
        ...(analytics ? ['https://*.google-analytics.com', 'https://*.googletagmanager.com'] : []),
        ...(desk ? ['data:', 'blob:', 'https:'] : []),
      ],
    ],
    ['font-src', ["'self'"]],
    ['connect-src', [...new Set(connect)]],
    ['frame-src', desk ? (desk.frame.length ? desk.frame : ["'none'"]) : VIDEO_FRAME],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    // A form posted without the app goes to the site's own lead endpoint, nowhere else.
    ['form-action', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'none'"]],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}

/** Puts the policy first in <head>, before anything it governs. */
export function withPolicy(html: string, settings: CspSettings, desk?: DeskSources): string {
  const policy = buildPolicy(html, settings, desk)
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">`
  return html.replace(/<head>/, `<head>${meta}`)
}

/** The policy settings of a build, from the same VITE_* settings the client reads. */
export function settingsFromEnv(env: Record<string, string | undefined>): CspSettings {
  // The same tests the client makes, so the policy allows exactly what the build will use.
  const live = liveSettings(env)
  return {
    firestore: live !== null,
    ...(live?.emulatorHost ? { firestoreEmulator: `http://${live.emulatorHost}` } : {}),
    analytics: Boolean(firebaseConfig(env)?.measurementId),
    desk: deskSources(env),
  }
}

/** The desk's sources for a build's settings (src/admin/settings.ts decides what it uses). */
export function deskSources(env: Record<string, string | undefined>): DeskSources | null {
  const desk = deskSettings(env)
  if (!desk) return null
  const emulators = [desk.authEmulatorHost, desk.firestoreEmulatorHost]
    .filter((host): host is string => Boolean(host))
    .map((host) => `http://${host}`)
  return {
    connect: [...AUTH_ORIGINS, ...FIRESTORE, ...emulators],
    // signInWithPopup loads Google's iframe helper and talks to the auth domain's handler.
    script: desk.google ? ['https://apis.google.com'] : [],
    frame: desk.google ? [`https://${desk.authDomain}`] : [],
  }
}
