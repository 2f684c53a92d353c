// A worker that dies fails every task in flight and after; unref'd, so a build that throws exits.
import { type ResourceLimits, Worker } from 'node:worker_threads'

export interface WorkerPool<Task, Result> {
  run(task: Task): Promise<Result>
  close(): Promise<void>
}

interface Job<Task, Result> {
  task: Task
  resolve: (result: Result) => void
  reject: (error: Error) => void
}

export function createWorkerPool<Task, Result>(
  script: URL,
  size: number,
  workerData: unknown,
  resourceLimits?: ResourceLimits,
): WorkerPool<Task, Result> {
  const waiting: Job<Task, Result>[] = []
  const idle: Worker[] = []
  const jobs = new Map<number, Job<Task, Result>>()
  let nextId = 0
  let failed: Error | null = null

  const send = (worker: Worker, job: Job<Task, Result>) => {
    const id = nextId++
    jobs.set(id, job)
    worker.postMessage({ id, task: job.task })
  }
  const release = (worker: Worker) => {
    const job = waiting.shift()
    if (job) send(worker, job)
    else idle.push(worker)
  }
  const fail = (error: Error) => {
    failed = error
    for (const job of [...jobs.values(), ...waiting.splice(0)]) job.reject(error)
    jobs.clear()
  }

  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(script, { workerData, resourceLimits })
    worker.unref()
    worker.on(
      'message',
      ({ id, result, error }: { id: number; result?: Result; error?: string }) => {
        const job = jobs.get(id)
        jobs.delete(id)
        if (error !== undefined) job?.reject(new Error(error))
        else job?.resolve(result as Result)
        release(worker)
      },
    )
    worker.on('error', fail)
    worker.on('exit', (code) => {
      if (!failed && jobs.size + waiting.length > 0)
        fail(new Error(`A worker stopped (exit ${code}) with tasks in flight`))
    })
    return worker
  })
  idle.push(...workers)

  return {
    run: (task) =>
      new Promise((resolve, reject) => {
        if (failed) return reject(failed)
        const job = { task, resolve, reject }
        const worker = idle.shift()
        if (worker) send(worker, job)
        else waiting.push(job)
      }),
    close: async () => {
      await Promise.all(workers.map((worker) => worker.terminate()))
    },
  }
}
