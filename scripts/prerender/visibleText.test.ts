import { describe, expect, it } from 'vitest'
import { diffPages, parsePages, serializePages, visibleLines } from './visibleText'

const page = (body: string) =>
  `<!doctype html><html><head><title>A  page</title><style>p{}</style><script type="application/ld+json">{"@type": "Organization"}</script></head><body>${body}<script>var x = "code"</script></body></html>`

describe('visibleLines', () => {
  it('keeps the title, text, pictures and links in document order, the structured data, and no code', () => {
    expect(
      visibleLines(
        page(
          '<h1>Garden <em>Oasis</em></h1><img src="/a.jpg" alt="A patio"><a href="/portfolio/">All   work</a><template><p>inert</p></template>',
        ),
      ),
    ).toEqual([
      'title: A page',
      'jsonld: {"@type": "Organization"}',
      'text: Garden',
      'text: Oasis',
      'img: /a.jpg | A patio',
      'link: /portfolio/',
      'text: All work',
    ])
  })
})

describe('diffPages', () => {
  const before = new Map([
    ['index.html', ['title: Home', 'text: Hello']],
    ['about-us/index.html', ['title: About']],
  ])

  it('round-trips through the fixture text', () => {
    expect(parsePages(serializePages(before))).toEqual(before)
  })

  it('finds nothing when the pages are the same', () => {
    expect(diffPages(before, new Map(before))).toEqual([])
  })

  it('names a changed line, a line gone, a page gone and a new page', () => {
    const after = new Map([
      ['index.html', ['title: Home', 'text: Hi']],
      ['faq/index.html', ['title: FAQ']],
    ])
    expect(diffPages(before, after)).toEqual([
      'about-us/index.html: no longer built',
      'faq/index.html: a new page',
      'index.html, line 2: expected "text: Hello", got "text: Hi"',
    ])
    expect(diffPages(before, new Map([...before, ['index.html', ['title: Home']]]))).toEqual([
      'index.html, line 2: expected "text: Hello", got "(end)"',
    ])
  })
})
