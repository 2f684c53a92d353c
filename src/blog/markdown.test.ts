import { describe, expect, it } from 'vitest'
import { isExternal, renderMarkdown } from './markdown'

const SITE = 'https://oakandember.example'

describe('renderMarkdown', () => {
  it('renders markdown, demoting # headings so the page keeps one <h1>', async () => {
    const html = await renderMarkdown('# Title\n\nSome **bold** text.\n\n- a\n- b', SITE)
    expect(html).toContain('<h2>Title</h2>')
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toContain('<li>a</li>')
    expect(html).not.toContain('<h1')
  })

  it('drops scripts, event handlers, javascript: links and iframes', async () => {
    const hostile = [
      'Hello <script>alert("x")</script> there.',
      '[click](javascript:alert(1))',
      '<img src="x" onerror="alert(1)">',
      '<iframe src="https://evil.example/"></iframe>',
      '<a href="https://evil.example" onclick="steal()">raw link</a>',
      '![ok](https://images.example/a.jpg)',
    ].join('\n\n')
    const html = await renderMarkdown(hostile, SITE)
    expect(html).not.toMatch(/<script|<iframe|onerror|onclick|javascript:/i)
    expect(html).toContain('<a>click</a>')
    expect(html).toContain('<img src="https://images.example/a.jpg" alt="ok">')
  })

  it('marks links to other hosts noopener noreferrer, and only those', async () => {
    const html = await renderMarkdown(
      '[out](https://ncdps.example/burn) [in](https://oakandember.example/faq/) [rel](/contact-us/) [mail](mailto:a@b.example)',
      SITE,
    )
    expect(html).toContain('<a href="https://ncdps.example/burn" rel="noopener noreferrer">out</a>')
    expect(html).toContain('<a href="https://oakandember.example/faq/">in</a>')
    expect(html).toContain('<a href="/contact-us/">rel</a>')
    expect(html).toContain('<a href="mailto:a@b.example">mail</a>')
  })

  it('tells external hosts from the site', () => {
    expect(isExternal('https://other.example/', SITE)).toBe(true)
    expect(isExternal('//other.example/x', SITE)).toBe(true)
    expect(isExternal('/blog/', SITE)).toBe(false)
    expect(isExternal('https://oakandember.example/blog/', SITE)).toBe(false)
  })
})
