import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'

/** The `?tag=` filter, read after mount: the pre-rendered HTML knows no query. */
export function useTagFilter(): [string | null, (tag: string | null) => void] {
  const [params, setParams] = useSearchParams()
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])

  const choose = (tag: string | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (tag) next.set('tag', tag)
        else next.delete('tag')
        return next
      },
      { preventScrollReset: true },
    )
  }
  return [mounted ? params.get('tag') : null, choose]
}

/** Every distinct tag, alphabetically (case-insensitive), so the row is stable between builds. */
export function distinctTags(posts: { tags: string[] }[]): string[] {
  const tags = new Set(posts.flatMap((post) => post.tags))
  return [...tags].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
}
