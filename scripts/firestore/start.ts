import { resolve } from 'node:path'
import { startEmulator } from './emulator'

const port = Number(process.argv[2] ?? 8181)
const emulator = await startEmulator({ port, rules: resolve('firestore.rules') })
console.log(
  `Firestore emulator on ${emulator.host} (project ${emulator.projectId}). Ctrl-C stops it.`,
)
process.on('SIGINT', () => void emulator.stop().then(() => process.exit(0)))
process.on('SIGTERM', () => void emulator.stop().then(() => process.exit(0)))
