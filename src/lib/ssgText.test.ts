import { describe, expect, it } from 'vitest'

describe('ssgText', () => {
  it('survives the String.replace vite-react-ssg applies to head tags, at build time', async () => {
    import.meta.env.SSR = true
    const { ssgText } = await import('./ssgText')
    for (const text of ['$$', "Save $'s", 'From $15,000', '$& more', 'a $` b']) {
      const page = '<head></head>'.replace('<head>', `<head>${ssgText(text)}`)
      expect(page).toBe(`<head>${text}</head>`)
    }
  })
})
