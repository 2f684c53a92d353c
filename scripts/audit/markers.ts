import { readFile, writeFile } from 'node:fs/promises'

/** Replaces what stands between `<!-- name:start -->` and `<!-- name:end -->` in `file`. */
export async function replaceBlock(file: string, name: string, block: string): Promise<void> {
  const [open, close] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`]
  const text = await readFile(file, 'utf8')
  const from = text.indexOf(open)
  const to = text.indexOf(close)
  if (from < 0 || to < from) throw new Error(`${file} has no ${open} … ${close}`)
  await writeFile(file, `${text.slice(0, from + open.length)}\n${block}\n${text.slice(to)}`)
}
