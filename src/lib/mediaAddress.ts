// Shared by the desk (which indexes where each photo is used) and the server (which reads the
// documents themselves before it serves a photo to anyone): docs/decisions/0041-published-photos.md
export const MEDIA_PATH_PREFIX = '/api/media/'
const MEDIA_ADDRESS = /^\/api\/media\/([a-f0-9]{64})\/?$/
const HASH = /^[a-f0-9]{64}$/
const MARKDOWN_IMAGE = /!\[([^\]]*)\]\(\s*<?\/api\/media\/([a-f0-9]{64})\/?>?(?:\s+[^)]*)?\)/g
const ANY_ADDRESS = /\/api\/media\/([a-f0-9]{64})/g

/** `mediaUses/{hash}`: `{ uses: { "{collection}:{id}": true } }`, kept by the desk's saves. */
export const MEDIA_USES_COLLECTION = 'mediaUses'

export function mediaHashOf(address: string): string | null {
  return MEDIA_ADDRESS.exec(address.trim())?.[1] ?? null
}

export const indexKey = (collection: string, id: string) => `${collection}:${id}`

export function parseIndexKey(key: string): { collection: string; id: string } | null {
  const match = /^([A-Za-z][\w-]*):([A-Za-z0-9_-]+)$/.exec(key)
  return match?.[1] && match[2] ? { collection: match[1], id: match[2] } : null
}

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * Every uploaded photo a document uses, with the alt text each place gives it: a markdown image
 * (a post's body, a project's story), a photo `{ source: { kind: 'upload', hash }, alt }` (a
 * project), an address field with its `…Alt` beside it (a post's `seo.ogImage`), or an address
 * anywhere else (no alt). Timestamps and the SDKs' sentinels are not plain objects: skipped.
 */
export function mediaUsesIn(value: unknown): Map<string, string[]> {
  const found = new Map<string, string[]>()
  const add = (hash: string, alt?: unknown) => {
    const alts = found.get(hash) ?? []
    const text = typeof alt === 'string' ? alt.trim() : ''
    if (text && !alts.includes(text)) alts.push(text)
    found.set(hash, alts)
  }
  const walk = (node: unknown, depth: number): void => {
    if (depth > 32) return
    if (typeof node === 'string') {
      for (const match of node.matchAll(MARKDOWN_IMAGE)) add(match[2] ?? '', match[1])
      for (const match of node.matchAll(ANY_ADDRESS)) add(match[1] ?? '')
      return
    }
    if (Array.isArray(node)) {
      for (const item of node) walk(item, depth + 1)
      return
    }
    if (!isPlain(node)) return
    const source = node.source
    if (isPlain(source) && source.kind === 'upload' && HASH.test(String(source.hash)))
      add(String(source.hash), node.alt)
    for (const [key, item] of Object.entries(node)) {
      const hash = typeof item === 'string' ? mediaHashOf(item) : null
      if (hash) add(hash, node[`${key}Alt`])
      else walk(item, depth + 1)
    }
  }
  walk(value, 0)
  return found
}

export const mediaHashesIn = (value: unknown): string[] => [...mediaUsesIn(value).keys()]
