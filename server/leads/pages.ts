import { site } from '../../src/content/site'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** `retry`: whether going back to the form and sending again helps (not when it was another site's). */
export function refusalPage(title: string, problem: string, retry = true): string {
  const next = retry
    ? 'Please go back and send it again, or call us at'
    : 'Our <a href="/contact-us/">contact page</a> has the form, or call us at'
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(problem)}</p><p>${next} <a href="tel:${site.phone.tel}">${site.phone.display}</a>.</p><p><a href="/">Go to the home page</a></p></body></html>`
}
