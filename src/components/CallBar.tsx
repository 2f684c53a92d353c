import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { site } from '../content/site'
import { ANALYTICS_BUILD, startAnalytics } from '../lib/analytics'
import { ScrollLink } from './ScrollLink'

/** A handset glyph drawn inline: the bar is on every first screen, so it carries no icon library. */
function PhoneIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
    </svg>
  )
}

/**
 * Whether this page's own contact form is on screen (then the bar would only repeat it). Looked up
 * afresh on every scroll: the form's element can be replaced (a part hydrating, a new page).
 */
function useContactFormInView(): boolean {
  const { pathname } = useLocation()
  const [inView, setInView] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page has its own form.
  useEffect(() => {
    // At most one look every 100 ms while scrolling: a timer, which runs even when a busy
    // browser skips animation frames.
    let timer = 0
    const check = () => {
      timer = 0
      const box = document.getElementById('contact-form')?.getBoundingClientRect()
      setInView(Boolean(box && box.bottom > 0 && box.top < window.innerHeight))
    }
    const schedule = () => {
      timer ||= window.setTimeout(check, 100)
    }
    check()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule, { passive: true })
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [pathname])
  return inView
}

function countCall(): void {
  if (!ANALYTICS_BUILD) return
  // The dialler opens over the page, which stays: the event has time to leave.
  void startAnalytics().then((tracker) => tracker?.event('call_tap', window.location.pathname))
}

/**
 * Call and Get a Quote, fixed to the bottom of a phone's screen (below the md breakpoint; the
 * header carries both on wider screens). Plain links, so it works before the app starts. The
 * page reserves its height (the footer ends with a spacer of the same height), so it never
 * covers content. It steps aside (styles in index.css) while a form field has focus (the
 * on-screen keyboard needs the room), under the phone menu or a dialog, and while the page's own
 * contact form is on screen.
 */
export function CallBar() {
  const formInView = useContactFormInView()
  return (
    <nav
      aria-label="Call or get a quote"
      data-call-bar=""
      data-hidden={formInView || undefined}
      // Its height is the room the footer reserves (--call-bar-space), so the two always agree.
      className="call-bar fixed inset-x-0 bottom-0 z-30 h-(--call-bar-space) border-t border-forest-100 bg-white/95 px-3 pt-2 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur md:hidden"
    >
      <div className="mx-auto grid max-w-md grid-cols-2 gap-2">
        <a
          href={`tel:${site.phone.tel}`}
          onClick={countCall}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-forest-800 px-4 text-sm font-semibold text-forest-900 hover:bg-forest-50"
        >
          <PhoneIcon />
          Call<span className="sr-only">{` us at ${site.phone.display}`}</span>
        </a>
        <ScrollLink
          targetId="contact-form"
          fallbackHref="/contact-us/#contact-form"
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-ember-700 px-4 text-sm font-semibold text-white hover:bg-ember-800"
        >
          Get a Quote
        </ScrollLink>
      </div>
    </nav>
  )
}
