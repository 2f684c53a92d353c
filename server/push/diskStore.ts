// `npm start`'s devices: a line per change beside the leads file, read once at start; one process
// writes it, in order (as server/leads/jsonlStore.ts).
import { existsSync, readFileSync } from 'node:fs'
import { appendFile, mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import { memorySubscriptionStore, type SubscriptionStore } from './store'
import type { PushDevice } from './types'

type DeviceLine =
  | ({ type: 'device' } & PushDevice)
  | { type: 'removed'; id: string }
  | { type: 'outcome'; id: string; at: string; error: string | null }

/** Where `npm start` keeps devices for a leads file: `.data/leads.jsonl` → `.data/leads-push-devices.jsonl`. */
export function devicesFileFor(leadsFile: string): string {
  return `${leadsFile.replace(/\.jsonl$/, '')}-push-devices.jsonl`
}

function readLines(file: string): DeviceLine[] {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as DeviceLine]
      } catch {
        return [] // a line cut short by a crash mid-write
      }
    })
}

export function diskSubscriptionStore(file: string): SubscriptionStore {
  // The memory store's methods do their work before their first await: replayed in order.
  const kept = memorySubscriptionStore()
  for (const line of readLines(file))
    if (line.type === 'device') void kept.put(withoutType(line))
    else if (line.type === 'removed') void kept.remove(line.id)
    else void kept.recordOutcome(line.id, line)
  let queue: Promise<unknown> = Promise.resolve()
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work)
    queue = run.catch(() => {})
    return run
  }
  const write = async (line: DeviceLine) => {
    await mkdir(dirname(file), { recursive: true })
    await appendFile(file, `${JSON.stringify(line)}\n`, 'utf8')
  }
  return {
    list: () => serially(() => kept.list()),
    put: (device) =>
      serially(async () => {
        await write({ type: 'device', ...device })
        await kept.put(device)
      }),
    remove: (id) =>
      serially(async () => {
        if (!(await kept.list()).some((device) => device.id === id)) return false
        await write({ type: 'removed', id })
        return kept.remove(id)
      }),
    recordOutcome: (id, outcome) =>
      serially(async () => {
        if (!(await kept.list()).some((device) => device.id === id)) return
        await write({ type: 'outcome', id, ...outcome })
        await kept.recordOutcome(id, outcome)
      }),
  }
}

function withoutType(line: { type: 'device' } & PushDevice): PushDevice {
  const { type: _type, ...device } = line
  return device
}
