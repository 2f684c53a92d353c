import { useEffect, useState } from 'react'
import { Link, useLocation, useRouteError } from 'react-router-dom'
import { Header } from '../components/Header'
import { Seo } from '../components/Seo'
import { SiteFooter } from './SiteFooter'
import { recoverFromStaleBuild } from './staleBuild'

export function RouteError() {
  const error = useRouteError()
  const location = useLocation()
  const [reloading, setReloading] = useState(true)

  useEffect(() => {
    const url = `${location.pathname}${location.search}${location.hash}`
    if (!recoverFromStaleBuild(error, url)) {
      setReloading(false)
      console.error(error)
    }
  }, [error, location])

  if (reloading) return null

  return (
    <>
      <Seo title="Something went wrong" robots="noindex, nofollow" />
      <Header />
      <main id="main" tabIndex={-1} className="pt-28">
        <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
          <h1 className="text-4xl font-semibold sm:text-5xl">Something went wrong</h1>
          <p className="mt-6 text-lg text-stone-700">
            This page could not be shown. Please try again, or call us if it keeps happening.
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            <a
              href={location.pathname}
              className="rounded-full bg-forest-800 px-6 py-3 font-semibold text-white"
            >
              Try again
            </a>
            <Link
              to="/"
              className="rounded-full border border-forest-800 px-6 py-3 font-semibold text-forest-900"
            >
              Go to the home page
            </Link>
          </div>
        </section>
      </main>
      <SiteFooter />
    </>
  )
}
