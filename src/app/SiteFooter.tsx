import { deferred } from './deferred'

/** The footer hydrates when it nears the viewport: most visits never scroll that far. */
export const SiteFooter = deferred('footer', () =>
  import('../components/Footer').then((m) => m.Footer),
)
