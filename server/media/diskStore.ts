// Written to a temporary name and renamed, so a reader never sees half a photo. A file's time is
// its upload's: a photo sent again is not written again (handler.ts), and a test may set it.
import { readdir, readFile, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { writeWhole } from '../dataFiles'
import {
  EXTENSIONS,
  MEDIA_TYPES,
  type MediaInfo,
  type MediaStore,
  mediaHash,
  newestFirst,
} from './store'

export const DEFAULT_MEDIA_DIR = '.data/media'

const TYPE_OF = Object.fromEntries(MEDIA_TYPES.map((type) => [EXTENSIONS[type], type]))
const STORED_NAME = /^([a-f0-9]{64})\.(jpg|webp)$/

export function diskMediaStore(dir: string = DEFAULT_MEDIA_DIR): MediaStore {
  const fileOf = (hash: string, type: keyof typeof EXTENSIONS) =>
    join(dir, `${mediaHash.parse(hash)}.${EXTENSIONS[type]}`)
  const find = async (hash: string) => {
    for (const type of MEDIA_TYPES) {
      const file = fileOf(hash, type)
      if (
        await stat(file).then(
          (s) => s.isFile(),
          () => false,
        )
      )
        return { file, type }
    }
    return null
  }
  return {
    async put(hash, media) {
      await writeWhole(fileOf(hash, media.type), media.bytes)
    },
    async get(hash) {
      const found = await find(hash)
      return found ? { bytes: await readFile(found.file), type: found.type } : null
    },
    has: async (hash) => (await find(hash)) !== null,
    async list() {
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[]
        throw error
      })
      const listed: MediaInfo[] = []
      for (const name of names) {
        const [, hash, extension] = STORED_NAME.exec(name) ?? []
        const type = extension ? TYPE_OF[extension] : undefined
        if (!hash || !type) continue
        const info = await stat(join(dir, name)).catch(() => null)
        if (info?.isFile()) listed.push({ hash, type, size: info.size, uploadedAt: info.mtime })
      }
      return listed.sort(newestFirst)
    },
    async delete(hash) {
      const found = await find(hash)
      if (!found) return false
      await rm(found.file, { force: true })
      return true
    },
  }
}
