import { useEffect, useRef } from 'react'
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import { Header } from '../components/Header'
import { site } from '../content/site'
import { PageTransition } from './PageTransition'
import { RouteAnnouncer } from './RouteAnnouncer'
import { SiteFooter } from './SiteFooter'
import { SkipLink } from './SkipLink'
import { useAnalytics } from './useAnalytics'
import { useHashTarget } from './useHashTarget'

export { RouteError } from './RouteError'

/** Tags every page shares; page-specific tags come from <Seo />. */
function SiteHead() {
  return (
    <Head>
      <meta charSet="utf-8" />
      <meta name="theme-color" content={site.themeColor} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
    </Head>
  )
}

/**
 * On the first client-side navigation the structured data written at build for the first page no
 * longer describes what is shown. (Deferred parts are released earlier: see releaseOnNavigation.)
 */
function afterFirstNavigation(): void {
  for (const block of document.querySelectorAll('head script[type="application/ld+json"]'))
    block.remove()
}

/** Runs `callback` once, on the first client-side navigation. */
function useFirstNavigation(callback: () => void): void {
  const { pathname } = useLocation()
  const first = useRef(pathname)
  useEffect(() => {
    if (pathname !== first.current) callback()
  }, [pathname, callback])
}

/** The shell: skip link, fixed header, the page, footer, and the route announcer. */
export function Layout() {
  useAnalytics()
  useEffect(() => {
    // A marker for tests and tools: the pre-rendered page is now live.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  useFirstNavigation(afterFirstNavigation)
  useHashTarget()

  return (
    <>
      <SiteHead />
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className="pt-28 focus:outline-none">
        <PageTransition>
          <Outlet />
        </PageTransition>
      </main>
      <SiteFooter />
      <RouteAnnouncer />
      <ScrollRestoration />
    </>
  )
}
