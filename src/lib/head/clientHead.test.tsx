// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { mergeTags, syncHead, tagsOf } from './clientHead'

const prerendered = `
  <title>Home | Oak</title>
  <meta data-rh="true" name="description" content="Crawler text of the home page">
  <link data-rh="true" rel="canonical" href="https://x.example/">
  <meta data-rh="true" property="og:title" content="Home | Oak">`

function declared(canonical: string, title: string) {
  return mergeTags([
    tagsOf([
      <title key="t">{title}</title>,
      <link key="c" rel="canonical" href={canonical} />,
      <meta key="o" property="og:title" content={title} />,
    ]),
  ])
}

describe('syncHead', () => {
  it('on the first page keeps the pre-rendered tags the browser bundle does not know', () => {
    document.head.innerHTML = prerendered
    syncHead(document, declared('https://x.example/', 'Home | Oak'), false)
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Crawler text of the home page',
    )
    expect(document.head.querySelectorAll('[data-rh]')).toHaveLength(3)
  })

  it('after a navigation holds exactly what the page declares: no stale description', () => {
    document.head.innerHTML = prerendered
    syncHead(document, declared('https://x.example/faq/', 'FAQ | Oak'), true)
    expect(document.title).toBe('FAQ | Oak')
    expect(document.querySelector('meta[name="description"]')).toBeNull()
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://x.example/faq/',
    )
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
  })
})
