import { useMemo } from 'react'
import type { PostDocument } from '../../blog/schema'
import { postPath } from '../../blog/slug'
import { BodyField } from '../BodyField'
import { CoverField } from '../CoverField'
import { describedBy, Field, INPUT_CLASS } from '../Field'
import { LinksPanel } from '../LinksPanel'
import { type PostFormValues, slugify } from '../postForm'
import { SearchPreview } from '../SearchPreview'
import { TagsField } from '../TagsField'
import type { FieldsProps } from './collection'

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
