import { describe, expect, it, vi } from 'vitest'
import { latestTestedCommit, testJobName, untestedChanges } from './testedBase'

/** A stand-in for GitHub's API: the runs, newest first, and each run's jobs. */
type Run = { id: number; sha: string; test: string | null; lanes?: Record<string, string> }
function github(runs: Run[]) {
  return vi.fn(async (url: string, _init?: { headers: Record<string, string> }) => {
    const jobs = /actions\/runs\/(\d+)\/jobs$/.exec(url)
    if (jobs) {
      const run = runs.find((r) => r.id === Number(jobs[1]))
      return Response.json({
        jobs: [
          ...(run?.lanes
            ? Object.entries(run.lanes).map(([lane, conclusion]) => ({
                name: testJobName(lane),
                conclusion,
              }))
            : [{ name: 'test', conclusion: run?.test ?? null }]),
          { name: 'deploy', conclusion: 'failure' },
        ],
      })
    }
    if (url.includes('/actions/workflows/deploy.yml/runs?branch=main&event=push&status=completed'))
      return Response.json({ workflow_runs: runs.map((r) => ({ id: r.id, head_sha: r.sha })) })
    return new Response('not found', { status: 404 })
  })
}
const api = (fetch: ReturnType<typeof github>) => ({
  url: 'https://api.github.example',
  repository: 'owner/site',
  token: 't',
  fetch,
})

describe('latestTestedCommit', () => {
  it('is the newest push run whose test job passed, whatever its deploy did', async () => {
    const fetch = github([
      { id: 3, sha: 'ccc', test: 'failure' },
      { id: 2, sha: 'bbb', test: 'success' },
      { id: 1, sha: 'aaa', test: 'success' },
    ])
    expect(await latestTestedCommit(api(fetch))).toBe('bbb')
    expect(fetch.mock.calls[0]?.[1]).toEqual({
      headers: { authorization: 'Bearer t', accept: 'application/vnd.github+json' },
    })
  })

  it('counts a run with lanes as jobs of their own tested when every lane passed', async () => {
    const fetch = github([
      { id: 4, sha: 'ddd', test: null, lanes: { site: 'success', emulators: 'failure' } },
      { id: 3, sha: 'ccc', test: null, lanes: { site: 'success' } },
      { id: 2, sha: 'bbb', test: null, lanes: { site: 'success', emulators: 'success' } },
      { id: 1, sha: 'aaa', test: 'success' },
    ])
    expect(await latestTestedCommit(api(fetch))).toBe('bbb')
  })

  it('is null when no run passed, and fails when GitHub does not answer', async () => {
    expect(
      await latestTestedCommit(api(github([{ id: 1, sha: 'a', test: 'cancelled' }]))),
    ).toBeNull()
    const down = vi.fn(async () => new Response('', { status: 503 }))
    await expect(latestTestedCommit(api(down as never))).rejects.toThrow('GitHub answered 503')
  })
})

describe('untestedChanges', () => {
  it('lets through only what the snapshot writes', () => {
    expect(
      untestedChanges([
        'snapshots/blog-posts.json',
        'public/blog-media/body/post-0123456789-800.webp',
        'public/blog-media/covers/post-0123456789-1200.jpg',
        'public/blog-media/art/new.svg',
        'src/blog/markdown.ts',
        'snapshots/blog-posts.json.bak',
      ]),
    ).toEqual([
      'public/blog-media/art/new.svg',
      'src/blog/markdown.ts',
      'snapshots/blog-posts.json.bak',
    ])
  })
})
