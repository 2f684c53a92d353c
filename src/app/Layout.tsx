import { useEffect } from 'react'
import { Helmet as Head } from 'react-helmet-async'
import { Outlet, ScrollRestoration } from 'react-router-dom'
import { CallBar } from '../components/CallBar'
import { Header } from '../components/Header'
import { site } from '../content/site'
import { markAppStarted, onLeavingFirstPage } from './lifecycle'
import { PageTransition } from './PageTransition'
import { RouteAnnouncer } from './RouteAnnouncer'
import { SiteFooter } from './SiteFooter'
import { SkipLink } from './SkipLink'
import { useAnalytics } from './useAnalytics'
import { useHashTarget } from './useHashTarget'

export { RouteError } from './RouteError'

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

// The first page's build-time structured data no longer describes a later page.
function dropFirstPageStructuredData(): void {
  for (const block of document.querySelectorAll('head script[type="application/ld+json"]'))
    block.remove()
}

export function Layout() {
  useAnalytics()
  useEffect(() => {
    markAppStarted()
    return onLeavingFirstPage(dropFirstPageStructuredData)
  }, [])
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
      <CallBar />
      <RouteAnnouncer />
      <ScrollRestoration />
    </>
  )
}
