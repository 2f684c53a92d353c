// Where a run's CPU goes, by `npm test` step and kind of process (docs/performance.md): reads every
// process's /proc/<pid>/stat once a second, keeps each one's last reading, and writes the totals
// to the file named when stopped (SIGTERM or SIGINT). Processes that live under a second are
// missed. Usage: node scripts/test/sampleCpu.mjs out.txt & ... npm test ... ; kill %1
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'

const out = process.argv[2] ?? 'reports/cpu-by-process.txt'
const TICKS = 100
/** pid:start → where it belongs, its CPU at first sight (for what ran before) and its last. */
const seen = new Map()
let first = true

function read(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
    const cpu = (Number(fields[11]) + Number(fields[12])) / TICKS
    return { ppid: Number(fields[1]), start: fields[19], cpu, cmd }
  } catch {
    return null // gone meanwhile
  }
}

const KINDS = [
  [/chrom/, 'Chromium'],
  [/cloud-firestore-emulator/, 'Firestore emulator'],
  [/java/, 'Java'],
  [/firebase/, 'firebase-tools'],
  [/vitest/, 'vitest'],
  [/playwright/, 'Playwright'],
  [/ssg\.mjs|vite-react-ssg/, 'site build'],
  [/serve\.ts|serve-site\.ts/, 'site server'],
  [/\btsc\b/, 'tsc'],
  [/biome/, 'biome'],
]

function kindOf(cmd) {
  const line = cmd.join(' ')
  return KINDS.find(([pattern]) => pattern.test(line))?.[1] ?? 'other'
}

/** The step a process runs for: the arguments of the withCpu.mjs wrapper above it. */
function stepOf(pid, table) {
  for (let at = pid, hops = 0; at > 1 && hops < 50; hops++) {
    const entry = table.get(at)
    if (!entry) return '?'
    const wrapper = entry.cmd.findIndex((arg) => arg.endsWith('withCpu.mjs'))
    if (wrapper >= 0)
      return entry.cmd
        .slice(wrapper + 1)
        .filter((arg) => !['npm', 'run'].includes(arg))
        .join(' ')
    at = entry.ppid
  }
  return 'outside npm test'
}

function tick() {
  const table = new Map()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    const entry = read(Number(name))
    if (entry) table.set(Number(name), entry)
  }
  for (const [pid, entry] of table) {
    const key = `${pid}:${entry.start}`
    const known = seen.get(key)
    if (known) known.last = entry.cpu
    else
      seen.set(key, {
        where: `${stepOf(pid, table)} | ${kindOf(entry.cmd)}`,
        from: first ? entry.cpu : 0,
        last: entry.cpu,
      })
  }
  first = false
}

function write() {
  const totals = new Map()
  for (const { where, from, last } of seen.values())
    totals.set(where, (totals.get(where) ?? 0) + last - from)
  const rows = [...totals].filter(([, cpu]) => cpu >= 0.05).sort((a, b) => b[1] - a[1])
  const sum = rows.reduce((total, [, cpu]) => total + cpu, 0)
  const lines = rows.map(([where, cpu]) => `${cpu.toFixed(1).padStart(8)}  ${where}`)
  writeFileSync(out, `${lines.join('\n')}\n${sum.toFixed(1).padStart(8)}  total\n`)
}

tick()
const timer = setInterval(tick, 1000)
for (const signal of ['SIGTERM', 'SIGINT'])
  process.once(signal, () => {
    clearInterval(timer)
    tick()
    write()
    process.exit(0)
  })
