import { SnapshotError } from './firestore'

export function withTimeout<T>(promise: Promise<T>, ms: number, target: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new SnapshotError(`Gave up after ${ms / 1000} s: ${target} did not answer.`)),
      ms,
    )
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
