// Registered by the office's page alone (src/pages/AdminPage.tsx): its scope is /admin/, and no
// public page registers a worker (e2e/sweep.spec.ts checks every page; decision 0042).
export const OFFICE_WORKER = '/admin/sw.js'
export const OFFICE_SCOPE = '/admin/'

export function registerOfficeWorker(
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): void {
  // Absent on plain http other than localhost, and in some private modes.
  if (!container) return
  // updateViaCache 'none': a deploy's new worker is fetched past any cache, so it is never stale.
  container
    .register(OFFICE_WORKER, { scope: OFFICE_SCOPE, updateViaCache: 'none' })
    .catch((error: unknown) =>
      console.warn('The office’s service worker did not register: no alerts here.', error),
    )
}
