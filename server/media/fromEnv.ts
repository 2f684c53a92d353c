// Published photos leave the staff-only path by being copied into the site (docs/decisions/0019).
import type { App } from 'firebase-admin/app'
import { getStorage } from 'firebase-admin/storage'
import { cloudMediaStore } from './cloudStore'
import { DEFAULT_MEDIA_DIR, diskMediaStore } from './diskStore'
import type { MediaStore } from './store'

export function mediaStoreFromEnv(
  env: NodeJS.ProcessEnv,
  app: App,
  emulated: boolean,
): MediaStore | null {
  const bucket = env.MEDIA_BUCKET?.trim()
  if (bucket) return cloudMediaStore(() => getStorage(app).bucket(bucket))
  return emulated ? diskMediaStore(env.MEDIA_DIR || DEFAULT_MEDIA_DIR) : null
}
