import { useEffect, useMemo, useRef, useState } from 'react'
import { renderMarkdown } from '../../blog/markdown'
import { markdownProblem } from '../../blog/markdownBounds'
import type { PostDocument } from '../../blog/schema'
import { postPath } from '../../blog/slug'
import { POST_BODY_CLASS } from '../../components/blog/PostArticle'
import { SITE_URL } from '../../lib/env'
import { BodyField } from '../BodyField'
import { CoverField } from '../CoverField'
import { slugify } from '../editing/slugs'
import { describedBy, Field, INPUT_CLASS } from '../Field'
import type { DeskFirebase } from '../firebase'
import { LinksPanel } from '../LinksPanel'
import { DeskCover } from '../media/DeskCover'
import { useStaffPhotos, withStaffPhotos } from '../media/staffPhotos'
import { SearchPreview } from '../SearchPreview'
import { TagsField } from '../TagsField'
import type { FieldsProps } from './collection'
import type { PostFormValues } from './posts'

export function PostFields({
  firebase,
  values,
  problems,
  set,
  stored,
  others,
}: FieldsProps<PostDocument, PostFormValues>) {
  const knownTags = useMemo(
    () => [...new Set(others.flatMap((p) => p.doc.tags))].sort((a, b) => a.localeCompare(b)),
    [others],
  )
  const knownAuthors = useMemo(() => [...new Set(others.map((p) => p.doc.author))].sort(), [others])
  // The slug follows the title until the writer types one.
  const setTitle = (title: string) =>
    set((v) => ({ ...v, title, ...(v.slugEdited ? {} : { slug: slugify(title) }) }))
  const slugWarning =
    stored?.doc.status === 'published' && values.slug.trim() !== stored.doc.slug
      ? `This post is public at ${postPath(stored.doc.slug)}. Changing its slug breaks that address (links and search results to it will find nothing).`
      : undefined
  return (
    <>
      {problems.form ? (
        <p role="alert" className="mt-4 text-red-700">
          {problems.form}
        </p>
      ) : null}
      <Field id="title" label="Title" error={problems.title}>
        <input
          id="title"
          value={values.title}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={problems.title ? true : undefined}
          aria-describedby={describedBy('title', { error: problems.title })}
          className={INPUT_CLASS}
        />
      </Field>
      <Field
        id="slug"
        label="Slug"
        hint="The post’s address: /blog/{slug}/. Made from the title until you change it."
        warning={slugWarning}
        error={problems.slug}
      >
        <input
          id="slug"
          value={values.slug}
          onChange={(e) => set({ slug: e.target.value, slugEdited: true })}
          aria-invalid={problems.slug ? true : undefined}
          aria-describedby={describedBy('slug', {
            hint: true,
            warning: slugWarning,
            error: problems.slug,
          })}
          autoCapitalize="none"
          spellCheck={false}
          className={INPUT_CLASS}
        />
      </Field>
      <Field
        id="excerpt"
        label="Excerpt"
        hint="One or two sentences for the blog’s list and search results."
        error={problems.excerpt}
      >
        <textarea
          id="excerpt"
          rows={3}
          value={values.excerpt}
          onChange={(e) => set({ excerpt: e.target.value })}
          aria-invalid={problems.excerpt ? true : undefined}
          aria-describedby={describedBy('excerpt', { hint: true, error: problems.excerpt })}
          className={INPUT_CLASS}
        />
      </Field>
      <Field id="author" label="Author" error={problems.author}>
        <input
          id="author"
          list="known-authors"
          value={values.author}
          onChange={(e) => set({ author: e.target.value })}
          aria-invalid={problems.author ? true : undefined}
          aria-describedby={describedBy('author', { error: problems.author })}
          className={INPUT_CLASS}
        />
        <datalist id="known-authors">
          {knownAuthors.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
      </Field>
      <TagsField
        tags={values.tags}
        known={knownTags}
        error={problems.tags}
        onChange={(tags) => set({ tags })}
      />
      <CoverField
        firebase={firebase}
        cover={values.cover}
        alt={values.coverAlt}
        errors={{ cover: problems.cover, coverAlt: problems.coverAlt }}
        onChange={(image) => set({ cover: image.src, coverAlt: image.alt })}
      />
      <Field
        id="seo-title"
        label="SEO title"
        hint="The title search results and browser tabs show; empty: the title."
        error={problems.seoTitle}
      >
        <input
          id="seo-title"
          value={values.seoTitle}
          onChange={(e) => set({ seoTitle: e.target.value })}
          aria-invalid={problems.seoTitle ? true : undefined}
          aria-describedby={describedBy('seo-title', { hint: true, error: problems.seoTitle })}
          className={INPUT_CLASS}
        />
      </Field>
      <SearchPreview
        title={values.title}
        seoTitle={values.seoTitle}
        slug={values.slug}
        excerpt={values.excerpt}
      />
      <BodyField
        firebase={firebase}
        value={values.content}
        error={problems.content}
        onChange={(content) => set({ content })}
      />
      <LinksPanel content={values.content} posts={[...others]} />
    </>
  )
}

const RENDER_DELAY_MS = 250

// Through the site's one markdown pipeline, in the post page's type styles, the cover cropped as
// the blog crops it.
export function PostPreview({
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
