import { readFileSync } from 'node:fs'

/**
 * CPU seconds used by the children this process has waited for (cutime + cstime of
 * /proc/self/stat): a step's work, which a busy shared machine does not inflate as it does wall
 * time. Null where /proc is missing.
 */
export function childrenCpuSeconds(): number | null {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    // Fields after the command's name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // cutime and cstime are fields 16 and 17 of proc(5), in USER_HZ ticks: 100 a second on Linux.
    return (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return null
  }
}
