import { describe, expect, it } from 'vitest'
import { annotation, collectWarnings, isDeploySnapshot, reasonOf } from './warnings'

describe('the snapshot’s warnings', () => {
  it('print as plain lines, or as GitHub annotations in the deploy, and are kept for its record', () => {
    const printed: string[] = []
    const plain = collectWarnings({ annotate: false, print: (line) => printed.push(line) })
    plain.warn('Cover of p1 could not be read')
    const deploy = collectWarnings({ annotate: true, print: (line) => printed.push(line) })
    deploy.warn('Image https://x.example/a.png in p1: 100% gone')
    expect(printed).toEqual([
      'warning: Cover of p1 could not be read',
      '::warning title=Content snapshot::Image https://x.example/a.png in p1: 100%25 gone',
    ])
    expect(deploy.lines).toEqual(['Image https://x.example/a.png in p1: 100% gone'])
  })

  it('never let a message end its annotation early or run over several lines', () => {
    expect(annotation('a\r\nb')).toBe('::warning title=Content snapshot::a%0D%0Ab')
    expect(
      reasonOf(new Error('pngload_buffer: end of stream\npngload_buffer: end of stream\n')),
    ).toBe('pngload_buffer: end of stream')
    expect(reasonOf(new Error('first\nsecond'))).toBe('first; second')
    expect(reasonOf('plain')).toBe('plain')
  })

  it('annotate and go to the deploy record only in the deploy’s snapshot of the real project', () => {
    expect(isDeploySnapshot({ GITHUB_ACTIONS: 'true' }, false)).toBe(true)
    // npm test in the push's test job runs the snapshot against the emulator, in Actions too.
    expect(isDeploySnapshot({ GITHUB_ACTIONS: 'true' }, true)).toBe(false)
    expect(isDeploySnapshot({}, false)).toBe(false)
  })
})
