import { useEffect } from 'react'
import { Outlet, ScrollRestoration } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import { Footer } from '../components/Footer'
import { Header } from '../components/Header'
import { site } from '../content/site'
import { PageTransition } from './PageTransition'
import { RouteAnnouncer } from './RouteAnnouncer'
import { SkipLink } from './SkipLink'
import { useAnalytics } from './useAnalytics'

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

/** The shell: skip link, fixed header, the page, footer, and the route announcer. */
export function Layout() {
  useAnalytics()
  useEffect(() => {
    // A marker for tests and tools: the pre-rendered page is now live.
    document.documentElement.dataset.hydrated = 'true'
  }, [])

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
      <Footer />
      <RouteAnnouncer />
      <ScrollRestoration />
    </>
  )
}
