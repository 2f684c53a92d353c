// Another site may not make its visitors' browsers post leads here (docs/decisions/0036).
type Header = (name: string) => string | undefined

/**
 * A browser says where a post comes from: `Sec-Fetch-Site` (every current browser), else `Origin`
 * (older ones), compared with the host the post was sent to. A post with neither is not from a
 * browser's page (a script, a check), which another site cannot make a visitor send.
 */
export function isCrossSite(header: Header): boolean {
  const site = header('sec-fetch-site')?.trim().toLowerCase()
  if (site) return site !== 'same-origin' && site !== 'none'
  const origin = header('origin')?.trim()
  if (!origin) return false
  let from: URL
  try {
    from = new URL(origin)
  } catch {
    return true // `null` (a sandboxed or opaque page) or garbage: not one of our pages
  }
  // Behind Hosting the function's own Host is not the site's; Hosting names the site's.
  const hosts = [header('x-forwarded-host'), header('host')]
    .flatMap((value) => (value ?? '').split(','))
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean)
  return !hosts.includes(from.host.toLowerCase())
}
