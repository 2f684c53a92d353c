// firebase.json sends /api/** to a function by id and region; nothing else checks that the
// function of that id exists, in that region, and is an HTTP function (issue 43, finding 13).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as deployed from '../functions/src/index'

interface FunctionRewrite {
  source: string
  function: { functionId: string; region: string }
}
type Exports = Record<string, { __endpoint?: { region?: string[]; httpsTrigger?: object } }>

const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
  hosting: { rewrites: (FunctionRewrite | { source: string; destination: string })[] }
}
const functionRewrites = firebaseJson.hosting.rewrites.filter(
  (rewrite): rewrite is FunctionRewrite => 'function' in rewrite,
)

function rewriteProblems(rewrites: FunctionRewrite[], exported: Exports): string[] {
  return rewrites.flatMap(({ source, function: { functionId, region } }) => {
    const endpoint = exported[functionId]?.__endpoint
    if (!endpoint) return [`${source}: functions/ exports no ${functionId}`]
    const problems: string[] = []
    if (endpoint.region?.join() !== region)
      problems.push(`${source}: ${functionId} deploys to ${endpoint.region?.join()}, not ${region}`)
    if (!endpoint.httpsTrigger) problems.push(`${source}: ${functionId} is not an HTTP function`)
    return problems
  })
}

describe('the Hosting rewrite of /api/**', () => {
  it('names a function that functions/ exports, in the region it deploys to, over HTTP', () => {
    expect(functionRewrites.map((rewrite) => rewrite.source)).toEqual(['/api/**'])
    expect(rewriteProblems(functionRewrites, deployed as Exports)).toEqual([])
  })

  it('says so when the id, the region or the trigger drifts', () => {
    const drifted = functionRewrites.flatMap((rewrite) => [
      { ...rewrite, function: { ...rewrite.function, functionId: 'apiV2' } },
      { ...rewrite, function: { ...rewrite.function, region: 'us-central1' } },
      { ...rewrite, function: { ...rewrite.function, functionId: 'sweepLeads' } },
    ])
    expect(rewriteProblems(drifted, deployed as Exports)).toEqual([
      '/api/**: functions/ exports no apiV2',
      '/api/**: api deploys to us-east1, not us-central1',
      '/api/**: sweepLeads is not an HTTP function',
    ])
  })
})
