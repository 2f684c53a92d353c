// Runs a command, then writes the CPU seconds it and its descendants used to fd 3: how `npm test`
// times steps that run side by side (decision 0031). Plain JavaScript, so it starts fast.
import { spawnSync } from 'node:child_process'
import { readFileSync, writeSync } from 'node:fs'

const [command, ...args] = process.argv.slice(2)
const { status } = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] })
try {
  // cutime + cstime of /proc/self/stat: fields 16 and 17 of proc(5), 100 ticks a second. The
  // fields are counted after the command's name, which is in parentheses and may hold spaces.
  const stat = readFileSync('/proc/self/stat', 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  writeSync(3, String((Number(fields[13]) + Number(fields[14])) / 100))
} catch {
  // No /proc, or run by hand without the pipe: the time is left blank.
}
process.exit(status ?? 1)
