import { Link } from 'react-router-dom'
import { footerNav, site } from '../content/site'
import { SubscribeForm } from './forms/SubscribeForm'
import { LogoMark } from './LogoMark'
import { ServiceAreaLinks } from './ServiceAreaLinks'
import { SocialLinks } from './SocialLinks'

export function Footer() {
  return (
    <footer className="bg-forest-950 text-forest-100">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.1fr_1fr_1.2fr] lg:px-8">
        <div className="space-y-5">
          <Link to="/" className="inline-flex items-center gap-3" aria-label={`${site.name}, home`}>
            <LogoMark size={75} />
            <span className="font-display text-xl font-semibold text-white">{site.name}</span>
          </Link>
          <p className="max-w-sm text-sm leading-relaxed text-forest-200">{site.tagline}</p>
          <p className="flex flex-col items-start text-sm">
            <a
              href={`tel:${site.phone.tel}`}
              className="py-1.5 font-semibold text-white hover:underline"
            >
              {site.phone.display}
            </a>
            <a
              href={`mailto:${site.email}`}
              className="py-1.5 text-forest-200 hover:text-white hover:underline"
            >
              {site.email}
            </a>
          </p>
          <SocialLinks links={site.social} />
        </div>
        <nav aria-label="Footer">
          <h2 className="font-sans text-sm font-semibold tracking-widest text-white uppercase">
            Explore
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
            {footerNav.map((link) => (
              <li key={link.label}>
                <Link
                  to={link.href}
                  className="inline-block py-1.5 text-forest-200 hover:text-white hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-widest text-white uppercase">
            Ideas for your backyard, monthly
          </h2>
          <p className="mt-4 text-sm text-forest-200">
            Seasonal project ideas, lighting tips and first look at our new work around the
            Triangle.
          </p>
          <SubscribeForm formId="footer-subscribe" tone="dark" />
        </div>
      </div>
      <div className="border-t border-forest-900">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-forest-300 sm:px-6 lg:px-8">
          © {site.name}.{' '}
          <ServiceAreaLinks linkClassName="underline underline-offset-2 hover:text-white" />
        </p>
      </div>
      {/* The room the phone call bar covers (src/components/CallBar.tsx): nothing is under it. */}
      <div aria-hidden="true" className="h-(--call-bar-space)" />
    </footer>
  )
}
