// @vitest-environment jsdom
import { defaultSchema, sanitize } from 'hast-util-sanitize'
import { describe, expect, it } from 'vitest'
import { isExternal, MAX_NESTING, renderMarkdown, sanitizeSchema } from './markdown'

const SITE = 'https://oakandember.example'
const NBSP = '\u00a0'
const WORD_JOINER = '\u2060'

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
    expect(html).toContain(
      '<img src="https://images.example/a.jpg" alt="ok" loading="lazy" decoding="async">',
    )
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

/** GitHub-flavoured markdown as people write it, and the HTML expected of each piece. */
describe('renderMarkdown: GitHub-flavoured markdown', () => {
  it('links each footnote reference to its note and back, once prefixed', async () => {
    const html = await renderMarkdown(
      'Pavers flex with the frost.[^frost] Concrete cracks.[^2]\n\n[^frost]: ICPI guidance.\n[^2]: Usually at joints.\n',
      SITE,
    )
    const doc = new DOMParser().parseFromString(html, 'text/html')
    const links = [...doc.querySelectorAll('a[href^="#"]')]
    expect(links).toHaveLength(4) // two references, two back links
    for (const link of links) {
      const target = (link.getAttribute('href') ?? '').slice(1)
      expect(target).toMatch(/^user-content-fn(ref)?-/)
      expect(doc.getElementById(target), target).not.toBeNull()
    }
    expect(html).not.toContain('user-content-user-content-')
    // The notes' label, which the references point to for screen readers, is there too.
    const label = doc.querySelector('sup a')?.getAttribute('aria-describedby') ?? ''
    expect(doc.getElementById(label)?.textContent).toBe('Footnotes')
  })

  it('renders a table with column alignment, inside its focusable, named scroll box', async () => {
    const html = await renderMarkdown(
      [
        '| Item | Qty | Price |',
        '| :--- | :-: | ---: |',
        '| Pavers | 400 | $20 – $32 |',
        '| *Sand* | 2 | `$90` |',
      ].join('\n'),
      SITE,
    )
    expect(html).toBe(
      [
        '<div class="table-scroll" role="region" tabindex="0" aria-label="Table: Item, Qty, Price"><table>',
        '<thead>',
        '<tr>',
        '<th align="left">Item</th>',
        '<th align="center">Qty</th>',
        '<th align="right">Price</th>',
        '</tr>',
        '</thead>',
        '<tbody>',
        '<tr>',
        '<td align="left">Pavers</td>',
        '<td align="center">400</td>',
        `<td align="right">$20${NBSP}–${WORD_JOINER}${NBSP}$32</td>`,
        '</tr>',
        '<tr>',
        '<td align="left"><em>Sand</em></td>',
        '<td align="center">2</td>',
        '<td align="right"><code>$90</code></td>',
        '</tr>',
        '</tbody>',
        '</table></div>',
        '',
      ].join('\n'),
    )
  })

  it('names each table box by its headings, numbering repeats; a table with none is "Table"', async () => {
    const table = (head: string) => `| ${head} |\n| --- |\n| x |`
    const html = await renderMarkdown([table('Cost'), table('Cost'), table(' ')].join('\n\n'), SITE)
    expect(html.match(/aria-label="[^"]*"/g)).toEqual([
      'aria-label="Table: Cost"',
      'aria-label="Table: Cost (2)"',
      'aria-label="Table"',
    ])
  })

  it('keeps ranges of figures in table cells on one line, and leaves other text alone', async () => {
    const html = await renderMarkdown(
      '| a |\n| - |\n| $8,000 – $18,000, 10 - 12%, 3 to 4 ft, 2 x 4, A – B |\n\n$9 – $14',
      SITE,
    )
    expect(html).toContain(
      `<td>$8,000${NBSP}–${WORD_JOINER}${NBSP}$18,000, 10${NBSP}-${WORD_JOINER}${NBSP}12%, 3${NBSP}to${NBSP}4 ft, 2 x 4, A – B</td>`,
    )
    expect(html).toContain('<p>$9 – $14</p>')
  })

  it('renders strikethrough', async () => {
    expect(await renderMarkdown('Was ~~$12,000~~, now ~$9,500~.', SITE)).toBe(
      '<p>Was <del>$12,000</del>, now <del>$9,500</del>.</p>\n',
    )
  })

  it('renders a task list with disabled checkboxes named by their item', async () => {
    expect(await renderMarkdown('- [x] Permit filed\n- [ ] Footings *inspected*', SITE)).toBe(
      [
        '<ul class="contains-task-list">',
        '<li class="task-list-item"><input type="checkbox" checked disabled title="Permit filed"> Permit filed</li>',
        '<li class="task-list-item"><input type="checkbox" disabled title="Footings inspected"> Footings <em>inspected</em></li>',
        '</ul>',
        '',
      ].join('\n'),
    )
  })

  it('links bare URLs, www. addresses and email addresses', async () => {
    expect(
      await renderMarkdown(
        'See www.wake.example/permits, https://ncdps.example/burn-ban or hello@oakandember.example.',
        SITE,
      ),
    ).toBe(
      '<p>See <a href="http://www.wake.example/permits" rel="noopener noreferrer">www.wake.example/permits</a>, ' +
        '<a href="https://ncdps.example/burn-ban" rel="noopener noreferrer">https://ncdps.example/burn-ban</a> ' +
        'or <a href="mailto:hello@oakandember.example">hello@oakandember.example</a>.</p>\n',
    )
  })

  it('renders nested lists', async () => {
    expect(
      await renderMarkdown('1. Design\n   - Sketch\n     - Site visit\n   - Quote\n2. Build', SITE),
    ).toBe(
      [
        '<ol>',
        '<li>Design',
        '<ul>',
        '<li>Sketch',
        '<ul>',
        '<li>Site visit</li>',
        '</ul>',
        '</li>',
        '<li>Quote</li>',
        '</ul>',
        '</li>',
        '<li>Build</li>',
        '</ol>',
        '',
      ].join('\n'),
    )
  })

  it('stays as strict with GFM on: hostile links and HTML inside tables, tasks and literals', async () => {
    const html = await renderMarkdown(
      [
        '| [click](javascript:alert(1)) | <img src=x onerror=alert(1)> |',
        '| --- | --- |',
        '| <script>alert(1)</script> | javascript:alert(1) |',
        '',
        '- [ ] <input type="checkbox" onclick="alert(1)"> <a href="javascript:alert(1)">x</a>',
        '',
        '<div class="table-scroll" role="region" tabindex="0" aria-label="Table: fake">raw</div>',
        '',
        'www.example.com/<script>alert(1)</script>',
      ].join('\n'),
      SITE,
    )
    expect(html).not.toMatch(/<script|onerror|onclick|href="javascript:|<img/i)
    expect(html.match(/<input/g)).toHaveLength(1)
    expect(html.match(/<div/g)).toHaveLength(1)
    expect(html).not.toContain('Table: fake')
  })
})

describe('renderMarkdown: nesting', () => {
  const count = (html: string, tag: string) => html.split(`<${tag}>`).length - 1

  it('shows 2000 nested quotes as plain text, never parsed (decision 0037)', async () => {
    const html = await renderMarkdown(`${'>'.repeat(2000)} still *here*\n\n<b>next</b>`, SITE)
    expect(html).toBe(`<p>${'&gt;'.repeat(2000)} still *here*</p>\n<p>&lt;b&gt;next&lt;/b&gt;</p>`)
  })

  it('inside a paragraph, the text stands in for the inline markup past the limit', async () => {
    const quotes = '>'.repeat(MAX_NESTING - 3)
    const html = await renderMarkdown(`${quotes} ${'*a '.repeat(5)}x${' a*'.repeat(5)}`, SITE)
    expect(count(html, 'em')).toBe(1)
    expect(html).toContain('<em>a *a *a *a *a x a* a* a* a* a</em>')
  })

  it('leaves nesting under the limit alone', async () => {
    const depth = MAX_NESTING - 2
    const html = await renderMarkdown(`${'>'.repeat(depth)} deep but fine`, SITE)
    expect(count(html, 'blockquote')).toBe(depth)
    expect(html).toContain('<p>deep but fine</p>')
  })
})

describe('body images', () => {
  const kept = {
    source: 'https://storage.example/o/patio.png?alt=media',
    src: '/blog-media/body/patio-0123456789-1200.jpg',
    width: 1200,
    height: 800,
    webp: '/blog-media/body/patio-0123456789-480.webp 480w, /blog-media/body/patio-0123456789-1200.webp 1200w',
  }

  it('serves an image the snapshot kept from the site, sized and lazy, with its alt text', async () => {
    const html = await renderMarkdown(`Before.\n\n![A flagstone patio](${kept.source})`, SITE, [
      kept,
    ])
    expect(html).toContain(
      `<img src="${kept.src}" alt="A flagstone patio" loading="lazy" decoding="async" width="1200" height="800" srcset="${kept.webp}" sizes="(min-width: 768px) 720px, 100vw">`,
    )
    expect(html).not.toContain('storage.example')
  })

  it('shows any other image from its address, and keeps a srcset only of the site’s copies', async () => {
    const other = await renderMarkdown('![Deck](https://cdn.example/deck.jpg)', SITE, [kept])
    expect(other).toContain('<img src="https://cdn.example/deck.jpg" alt="Deck" loading="lazy"')
    const forged = { ...kept, webp: 'https://evil.example/x.webp 480w' }
    const html = await renderMarkdown(`![A](${kept.source})`, SITE, [forged])
    expect(html).not.toContain('evil.example')
    expect(html).not.toContain('srcset')
  })
})

describe('sanitizeSchema', () => {
  it('is GitHub’s schema, widened only for external links, the table scroll box and images', () => {
    const { attributes, ...rest } = sanitizeSchema
    const { attributes: defaults, ...defaultRest } = defaultSchema
    expect(rest).toEqual(defaultRest)
    const changed = Object.keys({ ...attributes, ...defaults }).filter(
      (tag) => JSON.stringify(attributes?.[tag]) !== JSON.stringify(defaults?.[tag]),
    )
    expect(changed.sort()).toEqual(['a', 'div', 'img'])
  })

  it('lets a div be the table scroll box, and nothing more', () => {
    const div = (properties: Record<string, string | number | string[]>) =>
      sanitize(
        { type: 'root', children: [{ type: 'element', tagName: 'div', properties, children: [] }] },
        sanitizeSchema,
      )
    const box = {
      className: ['table-scroll'],
      role: 'region',
      tabIndex: 0,
      ariaLabel: 'Table: Cost',
    }
    expect(div(box)).toMatchObject({ children: [{ properties: box }] })
    expect(
      div({
        className: ['hero', 'table-scroll'],
        role: 'button',
        ariaLabel: 'Click here',
        style: 'position:fixed',
        onClick: 'alert(1)',
      }),
    ).toMatchObject({ children: [{ properties: { className: ['table-scroll'] } }] })
    expect(div({ role: 'dialog', ariaLabel: 'Sign in' })).toMatchObject({
      children: [{ properties: {} }],
    })
  })
})
