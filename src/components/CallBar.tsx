import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { site } from '../content/site'
import { ANALYTICS_BUILD, startAnalytics } from '../lib/analytics'
import { ScrollLink } from './ScrollLink'

/** A handset drawn inline: the bar is on every first screen, so it carries no icon library. */
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

/** Whether this page's contact form is on screen; looked up afresh, as it may be replaced. */
function useContactFormInView(): boolean {
  const { pathname } = useLocation()
  const [inView, setInView] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page has its own form.
  useEffect(() => {
    // A timer, not animation frames, which a busy browser skips.
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

// Steps aside for the keyboard, the menu, a dialog or the page's own form.
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
