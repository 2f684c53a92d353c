import { deferred } from './deferred'

export const SiteFooter = deferred('footer', () =>
  import('../components/Footer').then((m) => m.Footer),
)
