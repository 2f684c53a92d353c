/**
 * The build's settings as the browser gets them: the one place the site's code reads VITE_*
 * settings, each as a literal `import.meta.env.VITE_NAME`.
 *
 * Vite 8 (its vite:define plugin, node_modules/vite/dist/node/chunks/node.js) replaces such a
 * literal read with that setting's value and nothing else. `import.meta.env` used as a value of
 * its own (an argument, a default parameter, `import.meta.env ?? {}`, `import.meta.env[name]`)
 * it replaces with an object of every VITE_* variable of the build's environment and .env files,
 * used by the site or not, which would put all of them in the bundle. So the functions that
 * interpret settings (firebaseConfig, liveSettings, deskSettings, SITE_URL's default) take a
 * settings object: this one in the browser; Node tools (the CSP step, the launch check, the
 * tests) pass process.env, Vite's loadEnv or a literal. `npm run test:build` builds with probe
 * values in the environment and fails if one reaches the output.
 *
 * `?.`: Node tools import modules that import this one, where import.meta.env does not exist;
 * there every value is undefined (Vite replaces `import.meta.env?.VITE_NAME` all the same).
 * ANALYTICS_BUILD (./analytics.ts) also reads its settings literally, as a build-time constant
 * that lets a build without analytics drop its loader.
 */
export type SettingName =
  | 'VITE_SITE_URL'
  | 'VITE_FIREBASE_API_KEY'
  | 'VITE_FIREBASE_AUTH_DOMAIN'
  | 'VITE_FIREBASE_PROJECT_ID'
  | 'VITE_FIREBASE_APP_ID'
  | 'VITE_FIREBASE_MEASUREMENT_ID'
  | 'VITE_FIREBASE_STORAGE_BUCKET'
  | 'VITE_FIRESTORE_EMULATOR_HOST'
  | 'VITE_AUTH_EMULATOR_HOST'
  | 'VITE_DESK_GOOGLE_SIGN_IN'

/** Settings as the interpreting functions take them: any subset, values as strings. */
export type BuildSettings = Partial<Record<SettingName, string | undefined>>

/** This build's settings (every name listed, so a new one cannot be forgotten here). */
export const BUILD_SETTINGS: Readonly<Record<SettingName, string | undefined>> = {
  VITE_SITE_URL: import.meta.env?.VITE_SITE_URL,
  VITE_FIREBASE_API_KEY: import.meta.env?.VITE_FIREBASE_API_KEY,
  VITE_FIREBASE_AUTH_DOMAIN: import.meta.env?.VITE_FIREBASE_AUTH_DOMAIN,
  VITE_FIREBASE_PROJECT_ID: import.meta.env?.VITE_FIREBASE_PROJECT_ID,
  VITE_FIREBASE_APP_ID: import.meta.env?.VITE_FIREBASE_APP_ID,
  VITE_FIREBASE_MEASUREMENT_ID: import.meta.env?.VITE_FIREBASE_MEASUREMENT_ID,
  VITE_FIREBASE_STORAGE_BUCKET: import.meta.env?.VITE_FIREBASE_STORAGE_BUCKET,
  VITE_FIRESTORE_EMULATOR_HOST: import.meta.env?.VITE_FIRESTORE_EMULATOR_HOST,
  VITE_AUTH_EMULATOR_HOST: import.meta.env?.VITE_AUTH_EMULATOR_HOST,
  VITE_DESK_GOOGLE_SIGN_IN: import.meta.env?.VITE_DESK_GOOGLE_SIGN_IN,
}
