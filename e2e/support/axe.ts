import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * WCAG 2.1 A/AA (the bar the issues set) plus 2.2 AA, which adds target size: Lighthouse's
 * accessibility score checks it too.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe violations on the page as "rule: targets" lines (empty when the page is clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}
