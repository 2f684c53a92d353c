import { availableParallelism } from 'node:os'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { responsiveImagesStub } from './scripts/images/responsiveImagesStub.ts'

const TESTS = ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts']
const ISOLATED = [
  'scripts/audit/lighthouse.test.ts',
  'scripts/test/runSteps.test.ts',
  'server/media/cloudStore.test.ts',
  'src/admin/office/ResponseTarget.test.tsx',
  'src/app/buildData.test.ts',
  'src/content/pages/heads.test.ts',
  'src/pages/portfolio/newProject.test.ts',
]

/**
 * Unit tests live beside the code they test. Node is the default environment; component tests
 * opt into jsdom with a `// @vitest-environment jsdom` first line.
 */
export default defineConfig({
  // Image imports resolve to the registry's shape without rasterising (the build does that).
  plugins: [react(), responsiveImagesStub()],
  test: {
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // With files sharing a worker's modules (below), a stubbed global or variable is put back.
    unstubGlobals: true,
    unstubEnvs: true,
    // Every core: Vitest's default keeps one free for itself, which on a two-core machine means
    // one file at a time (37 s here instead of 25 s; the files mostly wait on imports and setup).
    maxWorkers: availableParallelism(),
    // A file runs in its worker's loaded modules, not a fresh set (decision 0032). Files that
    // mock a module or set process.env for a library get a fresh set each.
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: TESTS, exclude: ISOLATED, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
})
