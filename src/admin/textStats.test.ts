import { describe, expect, it } from 'vitest'
import { textStats } from './textStats'

describe('textStats', () => {
  it('counts words, not markup, addresses or images', () => {
    expect(textStats('## A deck’s life\n\n- **Ten** years [in NC](https://x.example/a-b)')).toEqual(
      {
        words: 7,
        minutes: 1,
      },
    )
    expect(textStats('![A patio at dusk](/blog-media/a.jpg) Done.').words).toBe(1)
    expect(textStats('| a | b |\n| --- | --- |').words).toBe(2)
  })
  it('gives reading time in whole minutes, none for an empty body', () => {
    expect(textStats('')).toEqual({ words: 0, minutes: 0 })
    expect(textStats('word '.repeat(460)).minutes).toBe(2)
    expect(textStats('word '.repeat(1200)).minutes).toBe(5)
  })
  it('stays linear on a pasted run of marks (each took seconds; 100 KB of "<", 15 s)', () => {
    for (const unit of ['<', '![', '](', '[a](', '<http://a']) {
      const start = performance.now()
      textStats(unit.repeat(100_000 / unit.length))
      expect(performance.now() - start).toBeLessThan(100)
    }
  })
})
