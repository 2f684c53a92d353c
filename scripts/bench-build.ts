// `npm run bench:build`, described in docs/testing.md. Generated posts reuse the committed covers,
// so every page is as heavy as a real one.
import { spawn } from 'node:child_process'
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
import { processTree } from './processTree'

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
  /** Less sensitive than wall time to a busy machine. */
  cpuSeconds: number
  /** 1-minute load average at the start and the end. */
  load: number
  loadEnd: number
  pagesPerSecond: number
  msPerPost: number
  peakMb: number
}

function treeRssMb(root: number): number {
  let kb = 0
  for (const pid of processTree(root)) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
    } catch {
      // Ended meanwhile.
    }
  }
  return kb / 1024
}

function cpuSeconds(timeFile: string): number {
  const [user = 0, system = 0] = (readFileSync(timeFile, 'utf8').trim().split('\n').at(-1) ?? '')
    .split(' ')
    .map(Number)
  return user + system
}

async function bench(n: number, committed: BlogPost[], cwd: string): Promise<Row> {
  const snapshot = join(BENCH_DIR, `blog-posts-${n}.json`)
  const outDir = join(BENCH_DIR, `dist-${n}`)
  mkdirSync(BENCH_DIR, { recursive: true })
  writeFileSync(snapshot, JSON.stringify(generate(n, committed)))
  rmSync(outDir, { recursive: true, force: true })
  const timeFile = join(BENCH_DIR, `time-${n}.txt`)
  const load = loadavg()[0] ?? 0
  const started = performance.now()
  const child = spawn(TIME, ['-f', '%U %S', '-o', timeFile, 'npm', 'run', '--silent', 'build'], {
    cwd,
    env: { ...process.env, BLOG_SNAPSHOT: snapshot, BUILD_OUT_DIR: outDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  let peakMb = 0
  const sampler = setInterval(() => {
    if (child.pid) peakMb = Math.max(peakMb, treeRssMb(child.pid))
  }, 50)
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve))
  clearInterval(sampler)
  const seconds = (performance.now() - started) / 1000
  if (status !== 0) {
    console.error(stderr)
    throw new Error(`The build with ${n} posts failed in ${cwd}`)
  }
  const pages = countPages(outDir)
  return {
    posts: n,
    pages,
    seconds,
    cpuSeconds: cpuSeconds(timeFile),
    load,
    loadEnd: loadavg()[0] ?? 0,
    pagesPerSecond: pages / seconds,
    msPerPost: (seconds * 1000) / Math.max(n, 1),
    peakMb,
  }
}

function printRows(title: string, rows: Row[]): void {
  console.log(`\n${title}\n`)
  console.log(
    '| Posts | Pages | Wall time | CPU time | Pages/s | Wall ms per post | Peak memory | Load avg (start → end) |',
  )
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const r of rows)
    console.log(
      `| ${r.posts} | ${r.pages} | ${r.seconds.toFixed(1)} s | ${r.cpuSeconds.toFixed(1)} s | ${r.pagesPerSecond.toFixed(1)} | ${r.msPerPost.toFixed(0)} | ${r.peakMb.toFixed(0)} MB | ${r.load.toFixed(1)} → ${r.loadEnd.toFixed(1)} |`,
    )
  const [low, high] = [rows[0], rows.at(-1)]
  if (low && high && high.posts > low.posts)
    console.log(
      `\nMarginal CPU per post from ${low.posts} to ${high.posts}: ${(((high.cpuSeconds - low.cpuSeconds) * 1000) / (high.posts - low.posts)).toFixed(1)} ms; wall ${(((high.seconds - low.seconds) * 1000) / (high.posts - low.posts)).toFixed(1)} ms`,
    )
}

const args = process.argv.slice(2)
const beforeAt = args.indexOf('--before')
const before = beforeAt >= 0 ? resolve(args[beforeAt + 1] ?? '') : null
const counts = args
  .filter((_, i) => beforeAt < 0 || (i !== beforeAt && i !== beforeAt + 1))
  .map(Number)
  .filter((n) => Number.isInteger(n) && n >= 0)
  .sort((a, b) => a - b)
if (counts.length === 0) counts.push(1000)
if (!existsSync(TIME)) throw new Error(`${TIME} (GNU time) is needed to measure CPU time`)
const committed = JSON.parse(readFileSync('snapshots/blog-posts.json', 'utf8')) as BlogPost[]

async function series(label: string, cwd: string): Promise<Row[]> {
  const rows: Row[] = []
  for (const n of counts) {
    console.log(`${label}: building with ${n} generated posts...`)
    const row = await bench(n, committed, cwd)
    console.log(
      `  ${row.pages} pages in ${row.seconds.toFixed(1)} s (CPU ${row.cpuSeconds.toFixed(1)} s, load ${row.load.toFixed(1)} → ${row.loadEnd.toFixed(1)}): ${row.pagesPerSecond.toFixed(1)} pages/s, peak ${row.peakMb.toFixed(0)} MB`,
    )
    rows.push(row)
  }
  return rows
}

const beforeRows = before ? await series(`Before (${before})`, before) : null
const afterRows = await series('This checkout', process.cwd())
if (beforeRows) printRows(`Before (${before})`, beforeRows)
printRows('This checkout', afterRows)
