import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '../../blog/markdown'
import { STAFF_SRC, withStaffPhotos } from './staffPhotos'

const HASH = 'c'.repeat(64)

describe('withStaffPhotos', () => {
  it('keeps a staff-only photo from loading without the token, and leaves other images alone', async () => {
    const html = await renderMarkdown(
      `![A deck](/api/media/${HASH})\n\n![Art](/blog-media/art/x.svg)\n`,
      'https://oakandember.example',
    )
    const out = withStaffPhotos(html)
    expect(out).toContain(`${STAFF_SRC}="/api/media/${HASH}"`)
    expect(out).not.toMatch(/\ssrc="\/api\/media\//)
    expect(out).toContain('src="/blog-media/art/x.svg"')
    expect(out).toContain('alt="A deck"')
  })
})
