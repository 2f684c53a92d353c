// Tested against a local stand-in (server/testing/storageStandIn.ts): the Storage emulator cannot run here.
import type { Storage } from 'firebase-admin/storage'
import { type MediaInfo, type MediaStore, mediaHash, mediaType, newestFirst } from './store'

export type Bucket = ReturnType<Storage['bucket']>

export const MEDIA_FOLDER = 'media/'

const notFound = (error: unknown) => (error as { code?: number }).code === 404

/** The bucket is asked for on first use: without one, photo requests fail, not the app. */
export function cloudMediaStore(bucket: () => Bucket): MediaStore {
  const fileOf = (hash: string) => bucket().file(`${MEDIA_FOLDER}${mediaHash.parse(hash)}`)
  return {
    async put(hash, media) {
      await fileOf(hash).save(media.bytes, {
        resumable: false,
        contentType: media.type,
        metadata: { cacheControl: 'private, max-age=31536000, immutable' },
      })
    },
    async get(hash) {
      const file = fileOf(hash)
      try {
        const [metadata] = await file.getMetadata()
        const [bytes] = await file.download()
        return { bytes, type: mediaType.parse(metadata.contentType) }
      } catch (error) {
        if (notFound(error)) return null
        throw error
      }
    },
    has: async (hash) => (await fileOf(hash).exists())[0],
    async list() {
      // Every page of the listing (the library wants them all, newest first).
      const [files] = await bucket().getFiles({ prefix: MEDIA_FOLDER, autoPaginate: true })
      const listed: MediaInfo[] = []
      for (const file of files) {
        const hash = mediaHash.safeParse(file.name.slice(MEDIA_FOLDER.length))
        const type = mediaType.safeParse(file.metadata.contentType)
        const uploadedAt = new Date(String(file.metadata.timeCreated))
        if (!hash.success || !type.success || Number.isNaN(uploadedAt.getTime())) continue
        listed.push({
          hash: hash.data,
          type: type.data,
          size: Number(file.metadata.size ?? 0),
          uploadedAt,
        })
      }
      return listed.sort(newestFirst)
    },
    async delete(hash) {
      try {
        await fileOf(hash).delete()
        return true
      } catch (error) {
        if (notFound(error)) return false
        throw error
      }
    },
  }
}
