// Written to a temporary name and renamed, so a reader never sees half a photo.
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { EXTENSIONS, MEDIA_TYPES, type MediaStore, mediaHash } from './store'

export const DEFAULT_MEDIA_DIR = '.data/media'

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
      await mkdir(dir, { recursive: true })
      const file = fileOf(hash, media.type)
      const partial = `${file}.${randomUUID()}.part`
      await writeFile(partial, media.bytes)
      await rename(partial, file)
    },
    async get(hash) {
      const found = await find(hash)
      return found ? { bytes: await readFile(found.file), type: found.type } : null
    },
    has: async (hash) => (await find(hash)) !== null,
  }
}
