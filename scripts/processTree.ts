import { readdirSync, readFileSync } from 'node:fs'

/** `root` and every process below it, from /proc (just `root` where there is no /proc). */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>()
  let entries: string[] = []
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return [root]
  }
  for (const entry of entries)
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // The parent pid is the second field after the command's closing parenthesis.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
    } catch {
      // The process ended while we looked.
    }
  const tree = [root]
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i] as number) ?? []))
  return tree
}
