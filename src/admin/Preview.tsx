import { useEffect, useMemo, useRef, useState } from 'react'
import { renderMarkdown } from '../blog/markdown'
import { markdownProblem } from '../blog/markdownBounds'
import { POST_BODY_CLASS } from '../components/blog/PostArticle'
import { SITE_URL } from '../lib/env'
import type { DeskFirebase } from './firebase'
import { DeskCover } from './media/DeskCover'
import { useStaffPhotos, withStaffPhotos } from './media/staffPhotos'
import type { PostFormValues } from './postForm'

const RENDER_DELAY_MS = 250

// Through the site's one markdown pipeline, in the post page's type styles, the cover cropped as
// the blog crops it.
export function Preview({
  values,
  firebase,
}: {
  values: PostFormValues
  /** Uploaded photos are staff-only: fetched with the editor's token. */
  firebase?: Pick<DeskFirebase, 'auth'>
}) {
  const [html, setHtml] = useState('')
  const body = useRef<HTMLDivElement>(null)
  useStaffPhotos(body, html, firebase)
  const [error, setError] = useState('')
  // Past the bounds the body renders as plain text; the form refuses to save it (decision 0037).
  const problem = useMemo(() => markdownProblem(values.content), [values.content])

  useEffect(() => {
    let cancelled = false
    const timer = window.setTimeout(() => {
      renderMarkdown(values.content, SITE_URL).then(
        (out) => {
          if (cancelled) return
          setHtml(withStaffPhotos(out))
          setError('')
        },
        (e: unknown) => !cancelled && setError(e instanceof Error ? e.message : String(e)),
      )
    }, RENDER_DELAY_MS)
    return () => {
      cancelled = true
      window.clearTimeout(timer)
    }
  }, [values.content])

  const cover = values.cover.trim()
  return (
    <section
      aria-labelledby="preview-title"
      className="rounded-2xl border border-stone-300 bg-white p-4 sm:p-6"
    >
      <h2
        id="preview-title"
        className="text-sm font-semibold tracking-[0.14em] text-stone-700 uppercase"
      >
        Preview
      </h2>
      <div className="mt-4 overflow-hidden rounded-2xl" data-testid="preview-cover">
        <DeskCover firebase={firebase} cover={cover} sizes="(min-width: 1024px) 600px, 100vw" />
      </div>
      {values.tags.length ? (
        <p className="mt-6 text-xs font-semibold tracking-[0.14em] text-ember-800 uppercase">
          {values.tags.join(' · ')}
        </p>
      ) : null}
      <p className="mt-2 font-display text-3xl font-semibold tracking-tight text-forest-950">
        {values.title || 'Untitled'}
      </p>
      {error ? <p className="mt-4 text-red-700">The preview failed: {error}</p> : null}
      {problem ? (
        <p className="mt-4 text-red-700">
          The body {problem}, so it shows here as plain text and cannot be saved.
        </p>
      ) : null}
      <div
        ref={body}
        className={POST_BODY_CLASS}
        data-testid="preview-body"
        // Sanitised by renderMarkdown, exactly as on the public post page.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised markdown output
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  )
}
