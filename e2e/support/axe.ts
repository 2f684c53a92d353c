import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * WCAG 2.1 A/AA (the bar the issues set) plus 2.2 AA, which adds target size: Lighthouse's
 * accessibility score checks it too.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe violations on the page (or on the part `include` selects) as "rule: targets" lines (empty
 * when it is clean).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  // Legacy mode: axe.run in the page itself. The default mode finishes each scan in a new blank
  // page, which cost ~2 s of the ~2.9 s a scan took here (measured 2026-11-24, 124 scans per
  // run); what it adds is scanning cross-origin frames, and no page has a frame when scanned
  // (the video's player loads only on a tap).
  // Only violations are read: axe then skips gathering every passing node (~15% of a scan here).
  const builder = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
  const results = await (include ? builder.include(include) : builder).analyze()
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}
