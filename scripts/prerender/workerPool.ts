// Threads that each run one task at a time. A worker that dies (out of memory, an exit, an uncaught
// error) fails the task it was running, named; it is replaced, up to `size` times, so that one
// page that cannot render does not take the others with it. Once no worker is left, every task
// waiting and after fails as not run. A busy worker keeps the process alive, an idle one does not:
// a build with a page still rendering cannot end as if it were done (decision 0038).
import { type ResourceLimits, Worker } from 'node:worker_threads'

export interface WorkerPool<Task, Result> {
  run(task: Task): Promise<Result>
  close(): Promise<void>
}

export interface PoolOptions<Task> {
  resourceLimits?: ResourceLimits
  name?: (task: Task) => string
}

interface Job<Task, Result> {
  id: number
  task: Task
  resolve: (result: Result) => void
  reject: (error: Error) => void
}

interface Answer<Result> {
  id: number
  result?: Result
  error?: string
}

// The message says it all, the worker's stack included: the pool's own frames would only add noise.
function failure(message: string): Error {
  const error = new Error(message)
  error.stack = `Error: ${message}`
  return error
}

export function createWorkerPool<Task, Result>(
  script: URL,
  size: number,
  workerData: unknown,
  { resourceLimits, name = String }: PoolOptions<Task> = {},
): WorkerPool<Task, Result> {
  const waiting: Job<Task, Result>[] = []
  const idle: Worker[] = []
  const running = new Map<Worker, Job<Task, Result>>()
  const workers = new Set<Worker>()
  let replacements = size
  let nextId = 0
  // Why no task starts any more, once no worker is left.
  let stopped: string | null = null
  let closing = false

  const send = (worker: Worker, job: Job<Task, Result>) => {
    running.set(worker, job)
    worker.ref()
    worker.postMessage({ id: job.id, task: job.task })
  }
  const release = (worker: Worker) => {
    const job = waiting.shift()
    if (job) return send(worker, job)
    worker.unref()
    idle.push(worker)
  }
  const notRun = (task: Task) => failure(`${name(task)}: not run, ${stopped}`)

  const died = (worker: Worker, cause: string) => {
    if (closing || !workers.delete(worker)) return
    const at = idle.indexOf(worker)
    if (at >= 0) idle.splice(at, 1)
    const job = running.get(worker)
    running.delete(worker)
    job?.reject(failure(`${name(job.task)}: its worker died (${cause})`))
    // One that died idle could not start: another would not either.
    if (job && replacements > 0) {
      replacements--
      return release(start())
    }
    if (workers.size > 0) return
    stopped = `since no worker is left: the last died ${job ? `running ${name(job.task)}` : 'idle'} (${cause})`
    for (const waiter of waiting.splice(0)) waiter.reject(notRun(waiter.task))
  }

  const start = () => {
    const worker = new Worker(script, { workerData, resourceLimits })
    workers.add(worker)
    worker.on('message', ({ id, result, error }: Answer<Result>) => {
      const job = running.get(worker)
      if (!job || job.id !== id) return
      running.delete(worker)
      if (error !== undefined) job.reject(failure(`${name(job.task)}: ${error}`))
      else job.resolve(result as Result)
      release(worker)
    })
    worker.on('error', (error) => died(worker, error.message))
    worker.on('exit', (code) => died(worker, `exit ${code}`))
    // After the listeners, which would reference it again.
    worker.unref()
    return worker
  }
  for (let i = 0; i < size; i++) idle.push(start())

  return {
    run: (task) =>
      new Promise((resolve, reject) => {
        if (stopped) return reject(notRun(task))
        const job = { id: nextId++, task, resolve, reject }
        const worker = idle.shift()
        if (worker) send(worker, job)
        else waiting.push(job)
      }),
    close: async () => {
      closing = true
      stopped ??= 'since the pool was closed'
      for (const job of [...running.values(), ...waiting.splice(0)]) job.reject(notRun(job.task))
      running.clear()
      await Promise.all([...workers].map((worker) => worker.terminate()))
    },
  }
}
