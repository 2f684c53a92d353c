// A per-page policy in a meta: the inline hydration scripts differ per page, so only per-page
// hashes avoid 'unsafe-inline'. A meta cannot hold frame-ancestors; firebase.json sends it.
import { createHash } from 'node:crypto'
import { deskSettings } from '../../src/admin/settings'
import { liveSettings } from '../../src/blog/config'
import { firebaseConfig } from '../../src/lib/firebaseConfig'

export interface CspSettings {
  firestore: boolean
  firestoreEmulator?: string
  analytics: boolean
  desk?: DeskSources | null
}

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

// The desk shows images from any https address (an editor's links) and data:/blob: (uploads);
// public pages show the site's own (docs/decisions/0019-uploads-through-a-function.md).
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
    // The office's service worker, /admin/sw.js (decision 0042); a public page starts none.
    ['worker-src', [desk ? "'self'" : "'none'"]],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}

// First in <head>, before anything it governs.
export function withPolicy(html: string, settings: CspSettings, desk?: DeskSources): string {
  const policy = buildPolicy(html, settings, desk)
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}">`
  return html.replace(/<head>/, `<head>${meta}`)
}

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
