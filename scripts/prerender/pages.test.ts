import { EventEmitter } from 'node:events'
import { describe, expect, it, vi } from 'vitest'
import { createPageLog, describeFailure, type ExitGuardHost, pagePath } from './pages'

const PAGE =
  '<html><head><title>A page</title><script type="module" crossorigin src="/assets/a.js"></script></head><body></body></html>'

function host() {
  return Object.assign(new EventEmitter(), { exitCode: undefined }) as EventEmitter & ExitGuardHost
}

describe('pagePath', () => {
  it('gives the paths the library hands over without their leading slash one', () => {
    expect(pagePath('faq/')).toBe('/faq/')
    expect(pagePath('/')).toBe('/')
  })
})

describe('createPageLog', () => {
  it('keeps the paths the build renders, filtered as the library filters them', () => {
    const log = createPageLog('dist', host())
    expect(log.expect(['/', 'faq/', 'blog/:slug/', 'admin/*', 'faq/'])).toEqual([
      '/',
      'faq/',
      'faq/',
    ])
    expect(log.expected()).toEqual(['/', '/faq/'])
  })

  it('fails a process that ends before the build finished, naming the pages never rendered', () => {
    const process = host()
    const log = createPageLog('dist', process)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    log.expect(['/', 'portfolio/garden-retreat/'])
    log.onPageRendered('/', PAGE, { routes: [] })
    process.emit('beforeExit')
    expect(process.exitCode).toBe(1)
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(
        /1 of 2 pages never finished rendering:\n {2}\/portfolio\/garden-retreat\/ \(projects\/garden-retreat in snapshots\/projects\.json\)$/,
      ),
    )
  })

  it('lets a finished build end', () => {
    const process = host()
    const log = createPageLog('dist', process)
    log.expect(['/'])
    log.onPageRendered('/', PAGE, { routes: [] })
    log.finished()
    process.emit('beforeExit')
    expect(process.exitCode).toBeUndefined()
  })
})

describe('describeFailure', () => {
  it('names the page, its document and the error', () => {
    const error = new Error('The upload abc has no committed variants')
    expect(describeFailure('portfolio/garden-retreat/', error)).toBe(
      `✗ /portfolio/garden-retreat/ (projects/garden-retreat in snapshots/projects.json) failed to build:\n${error.stack}`,
    )
    expect(describeFailure('faq/', 'a string')).toBe('✗ /faq/ failed to build:\na string')
  })
})
