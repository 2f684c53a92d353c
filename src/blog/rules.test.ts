import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  ALT_MAX_LENGTH,
  CONTENT_MAX_LENGTH,
  COVER_URL_PATTERN,
  MAX_TAGS,
  OPTIONAL_POST_FIELDS,
  POST_STATUSES,
  PUBLISHED_YEARS,
  REQUIRED_POST_FIELDS,
  SEO_FIELDS,
  TEXT_MAX_LENGTH,
} from './schema'
import { SLUG_PATTERN } from './slug'

/**
 * firestore.rules cannot import the schema, so it repeats it: these checks fail when one changes
 * without the other. (What the rules do with the values is tested against the emulator, in
 * scripts/firestore/rules.firestore-test.ts.)
 */
const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8')
const quoted = (names: readonly string[]) => `[${names.map((n) => `'${n}'`).join(', ')}]`

describe('firestore.rules repeats src/blog/schema.ts', () => {
  it('requires the schema’s fields and allows no others', () => {
    expect(rules).toContain(`post.keys().hasAll(${quoted(REQUIRED_POST_FIELDS)})`)
    const all: string[] = [...REQUIRED_POST_FIELDS]
    all.splice(all.indexOf('publishedAt') + 1, 0, ...OPTIONAL_POST_FIELDS)
    expect(rules).toContain(`post.keys().hasOnly(${quoted(all)})`)
  })

  it('allows the schema’s seo fields and alt-text limit', () => {
    expect(rules).toContain(`seo.keys().hasOnly(${quoted(SEO_FIELDS)})`)
    expect(rules).toContain(`seo.ogImageAlt.size() <= ${ALT_MAX_LENGTH}`)
  })

  it('uses the slug pattern of src/blog/slug.ts', () => {
    expect(rules).toContain(`post.slug.matches('${SLUG_PATTERN.source}')`)
  })

  it('allows the schema’s statuses only', () => {
    expect(rules).toContain(`post.status in ${quoted(POST_STATUSES)}`)
  })

  it('has the content and tag limits', () => {
    expect(rules).toContain(`post.content.size() <= ${CONTENT_MAX_LENGTH}`)
    expect(rules).toContain(`tags.size() <= ${MAX_TAGS}`)
    for (let i = 0; i < MAX_TAGS; i++) expect(rules).toContain(`tagOk(tags, ${i})`)
    expect(rules).not.toContain(`tagOk(tags, ${MAX_TAGS})`)
  })

  it('has the schema’s length limit on every text field', () => {
    const { slug, title, excerpt, author, tag, seoTitle, ogImage } = TEXT_MAX_LENGTH
    expect(rules).toContain(`post.slug.size() <= ${slug}`)
    expect(rules).toContain(`post.title.size() <= ${title}`)
    expect(rules).toContain(`post.excerpt.size() <= ${excerpt}`)
    expect(rules).toContain(`post.author.size() <= ${author}`)
    expect(rules).toContain(`tags[i].size() <= ${tag}`)
    expect(rules).toContain(`seo.title.size() <= ${seoTitle}`)
    expect(rules).toContain(`seo.ogImage.size() <= ${ogImage}`)
  })

  it('accepts covers by the schema’s pattern and dates in the schema’s years', () => {
    // JavaScript's source escapes each slash; the rules' string literal escapes each backslash.
    const pattern = COVER_URL_PATTERN.source.replaceAll('\\/', '/').replaceAll('\\', '\\\\')
    expect(rules).toContain(`seo.ogImage.matches('${pattern}')`)
    expect(rules).toContain(`post.publishedAt >= timestamp.date(${PUBLISHED_YEARS[0]}, 1, 1)`)
    expect(rules).toContain(`post.publishedAt < timestamp.date(${PUBLISHED_YEARS[1]}, 1, 1)`)
  })
})
