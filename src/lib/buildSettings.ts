// Read each as a literal `import.meta.env?.VITE_NAME`: Vite inlines a bare `import.meta.env` as
// every VITE_* variable, bundle and all.
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

export type BuildSettings = Partial<Record<SettingName, string | undefined>>

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
