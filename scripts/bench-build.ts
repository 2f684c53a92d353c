/**
 * npm run bench:build -- 1000 [300 100 ...]: builds the site with N generated posts (never
 * touching the committed snapshot or dist/) and prints wall time, pages per second and peak
 * memory (max RSS of the build process tree, from GNU time), one row per N.
 *
 * Generated posts are ~700 words of markdown each and reuse the committed covers, so every page
 * is as heavy as a real one. Output goes to .data/bench/.
 */
import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import type { BlogPost } from '../src/blog/types'

const BENCH_DIR = resolve('.data/bench')
const TIME = '/usr/bin/time'
const WORDS =
  'patio pavers base drainage clay slope pergola cedar lighting transformer fixture voltage kitchen grill counter permit inspection deck joist footing fire pit ember stone mortar shade summer pollen humidity'.split(
    ' ',
  )

function paragraph(seed: number, words: number): string {
  const out: string[] = []
  for (let i = 0; i < words; i++) out.push(WORDS[(seed * 7 + i * 13) % WORDS.length] ?? 'yard')
  return `${out.join(' ')}.`
}

function generate(n: number, committed: BlogPost[]): BlogPost[] {
  const covers = committed.map((p) => p.cover)
  return Array.from({ length: n }, (_, i) => {
    const date = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString()
    const slug = `bench-post-${String(i + 1).padStart(5, '0')}`
    const sections = Array.from(
      { length: 6 },
      (_, s) =>
        `## Section ${s + 1}\n\n${paragraph(i + s, 60)}\n\n- ${paragraph(i, 8)}\n- ${paragraph(s, 8)}\n\n${paragraph(i * s, 50)}`,
    )
    return {
      id: slug,
      slug,
      title: `Benchmark post number ${i + 1}`,
      excerpt: paragraph(i, 20),
      author: ['Dana Whitfield', 'Marcus Hale', 'Luis Ortega'][i % 3] ?? 'Dana Whitfield',
      tags:
        [['Patios', 'Costs'], ['Lighting'], ['Decks', 'Materials'], ['Fire Features']][i % 4] ?? [],
      publishedAt: date,
      content: sections.join('\n\n'),
      seo: { title: `Benchmark ${i + 1}`, ogImage: covers[i % covers.length]?.src ?? null },
      cover: covers[i % covers.length] ?? null,
    }
  }).reverse()
}

function countPages(dir: string): number {
  let count = 0
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry)
    if (statSync(full).isDirectory()) count += countPages(full)
    else if (entry.endsWith('.html')) count++
  }
  return count
}

interface Row {
  posts: number
  pages: number
  seconds: number
  /** CPU time (user + system) of the build: less sensitive than wall time to a busy machine. */
  cpuSeconds: number
  /** 1-minute load average when the build started (this machine has 2 cores). */
  load: number
  pagesPerSecond: number
  msPerPost: number
  peakMb: number
}

function bench(n: number, committed: BlogPost[]): Row {
  const snapshot = join(BENCH_DIR, `blog-posts-${n}.json`)
  const outDir = join(BENCH_DIR, `dist-${n}`)
  mkdirSync(BENCH_DIR, { recursive: true })
  writeFileSync(snapshot, JSON.stringify(generate(n, committed)))
  rmSync(outDir, { recursive: true, force: true })
  const timeFile = join(BENCH_DIR, `time-${n}.txt`)
  const load = loadavg()[0] ?? 0
  const started = performance.now()
  const result = spawnSync(
    TIME,
    ['-f', '%M %U %S', '-o', timeFile, 'npx', 'vite-react-ssg', 'build'],
    {
      env: { ...process.env, BLOG_SNAPSHOT: snapshot, BUILD_OUT_DIR: outDir },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  )
  const seconds = (performance.now() - started) / 1000
  if (result.status !== 0) {
    console.error(result.stdout.slice(-4000), result.stderr.slice(-4000))
    throw new Error(`The build with ${n} posts failed`)
  }
  const [peakKb = 0, user = 0, system = 0] = (
    readFileSync(timeFile, 'utf8').trim().split('\n').at(-1) ?? ''
  )
    .split(' ')
    .map(Number)
  const pages = countPages(outDir)
  return {
    posts: n,
    pages,
    seconds,
    cpuSeconds: user + system,
    load,
    pagesPerSecond: pages / seconds,
    msPerPost: (seconds * 1000) / Math.max(n, 1),
    peakMb: peakKb / 1024,
  }
}

const counts = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => Number.isInteger(n) && n >= 0)
if (counts.length === 0) counts.push(1000)
if (!existsSync(TIME)) throw new Error(`${TIME} (GNU time) is needed to measure peak memory`)
const committed = JSON.parse(readFileSync('snapshots/blog-posts.json', 'utf8')) as BlogPost[]

const rows = counts.map((n) => {
  console.log(`Building with ${n} generated posts...`)
  const row = bench(n, committed)
  console.log(
    `  ${row.pages} pages in ${row.seconds.toFixed(1)} s (CPU ${row.cpuSeconds.toFixed(1)} s, load ${row.load.toFixed(1)}): ${row.pagesPerSecond.toFixed(1)} pages/s, peak ${row.peakMb.toFixed(0)} MB`,
  )
  return row
})
console.log(
  '\n| Posts | Pages | Wall time | CPU time | Pages/s | Wall ms per post | Peak memory | Load avg |',
)
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
for (const r of rows)
  console.log(
    `| ${r.posts} | ${r.pages} | ${r.seconds.toFixed(1)} s | ${r.cpuSeconds.toFixed(1)} s | ${r.pagesPerSecond.toFixed(1)} | ${r.msPerPost.toFixed(0)} | ${r.peakMb.toFixed(0)} MB | ${r.load.toFixed(1)} |`,
  )
