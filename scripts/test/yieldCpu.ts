import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { getPriority, setPriority } from 'node:os'

/** What a process yields at while a `timing` step runs (decision 0016). */
export const YIELDING_NICENESS = 19
const EVERY_MS = 200

/** Each running process's parent, from /proc (Linux); empty elsewhere. */
export function parents(): Map<number, number> {
  const found = new Map<number, number>()
  if (!existsSync('/proc')) return found
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      // The name in parentheses may hold spaces; the parent is the second field after it.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      found.set(Number(name), ppid)
    } catch {
      // Gone meanwhile.
    }
  }
  return found
}

/** The processes under `root`, those under any of `spared` (and they) left out. */
export function descendants(tree: Map<number, number>, root: number, spared: number[]): number[] {
  const children = new Map<number, number[]>()
  for (const [pid, ppid] of tree) children.set(ppid, [...(children.get(ppid) ?? []), pid])
  const out: number[] = []
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (spared.includes(child)) continue
      out.push(child)
      walk(child)
    }
  }
  walk(root)
  return out
}

/**
 * With Linux's autogroups, a process that started a session of its own (each step, a browser) is
 * weighed as a group: its niceness counts only inside the group, the group's between groups. The
 * group's can be given back; a niceness, only by a privileged user.
 */
const AUTOGROUPS = (() => {
  try {
    return readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1'
  } catch {
    return false
  }
})()

/** A process's group (`/autogroup-N`) and the niceness it is weighed by, or null when it is gone. */
function weight(pid: number): { group: string; nice: number } | null {
  try {
    if (!AUTOGROUPS) return { group: String(pid), nice: getPriority(pid) }
    const [group = '', nice = ''] = readFileSync(`/proc/${pid}/autogroup`, 'utf8')
      .trim()
      .split(' nice ')
    return { group, nice: Number(nice) }
  } catch {
    return null
  }
}

function renice(pid: number, niceness: number): void {
  try {
    if (AUTOGROUPS) writeFileSync(`/proc/${pid}/autogroup`, String(niceness))
    else setPriority(pid, niceness)
  } catch {
    // Gone meanwhile, or a niceness this user may not lower again.
  }
}

/**
 * Until the returned function is called, every process under `root` but the `spared` ones runs at
 * the lowest priority, those started meanwhile included (looked for every 200 ms); then they get
 * their priority back. A step that measures time thus meets the CPU as on a quiet machine. Read
 * again each time, not remembered: a process seen between its start and its own new session
 * would have its parent's group.
 */
export function yieldCpuTo(spared: () => number[], root = process.pid): () => void {
  const yielded = new Set<string>()
  const others = () => descendants(parents(), root, spared())
  const sweep = () => {
    for (const pid of others()) {
      const found = weight(pid)
      if (!found || found.nice === YIELDING_NICENESS) continue
      renice(pid, YIELDING_NICENESS)
      yielded.add(found.group)
    }
  }
  sweep()
  const timer = setInterval(sweep, EVERY_MS)
  return () => {
    clearInterval(timer)
    for (const pid of others()) {
      const found = weight(pid)
      if (!found || !yielded.has(found.group)) continue
      renice(pid, 0)
      yielded.delete(found.group)
    }
  }
}
