import { describe, expect, it } from 'vitest'
import { type Manifest, prunePreloads, startupChunks } from './preloads'

const manifest: Manifest = {
  'index.html': {
    file: 'assets/app.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      'src/app/Layout.tsx',
      'node_modules/react-dom/client.js',
      'src/pages/A.tsx',
      'src/pages/B.tsx',
    ],
  },
  '_react.js': { file: 'assets/react.js' },
  'node_modules/react-dom/client.js': { file: 'assets/client.js' },
  'src/app/Layout.tsx': {
    file: 'assets/Layout.js',
    imports: ['_react.js'],
    dynamicImports: ['_firebase.js'],
  },
  '_firebase.js': { file: 'assets/firebase.js' },
  'src/pages/A.tsx': { file: 'assets/A.js', imports: ['_shared.js'] },
  'src/pages/B.tsx': { file: 'assets/B.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
}

describe('startupChunks', () => {
  it('keeps the entry, the layout, the page and their static imports, plus react-dom/client', () => {
    expect([...startupChunks(manifest, 'src/pages/A.tsx')].sort()).toEqual([
      '/assets/A.js',
      '/assets/Layout.js',
      '/assets/app.js',
      '/assets/client.js',
      '/assets/react.js',
      '/assets/shared.js',
    ])
  })

  it('fails loudly for a page the build does not know', () => {
    expect(() => startupChunks(manifest, 'src/pages/Missing.tsx')).toThrow(/Missing/)
  })
})

describe('prunePreloads', () => {
  const link = (href: string) => `<link rel="modulepreload" crossorigin="" href="${href}">`
  const html = `<html><head><script type="module" src="/assets/app.js"></script>${link('/assets/react.js')}${link('/assets/B.js')}${link('/assets/firebase.js')}${link('/assets/A.js')}</head><body></body></html>`

  it('drops every image preload', () => {
    const withImages = html.replace(
      '</head>',
      '<link rel="preload" as="image" crossorigin="" href="/assets/a.avif"></head>',
    )
    expect(prunePreloads(withImages, startupChunks(manifest, 'src/pages/A.tsx'))).not.toContain(
      'a.avif',
    )
  })

  it('drops other pages and lazily loaded SDKs, adds what is missing', () => {
    const out = prunePreloads(html, startupChunks(manifest, 'src/pages/A.tsx'))
    expect(out).not.toContain('B.js')
    expect(out).not.toContain('firebase.js')
    for (const file of ['react.js', 'A.js', 'Layout.js', 'shared.js', 'client.js']) {
      expect(out).toContain(`href="/assets/${file}"`)
    }
    // The entry is already a <script>: no preload for it.
    expect(out).not.toContain('href="/assets/app.js"')
  })
})
