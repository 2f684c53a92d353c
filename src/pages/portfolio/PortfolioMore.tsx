import { portfolioCta, portfolioGallery } from '../../content/pages/portfolio'
import { CtaBanner } from '../../sections/CtaBanner'
import { GalleryGrid } from '../../sections/GalleryGrid'

/**
 * The portfolio below its project cards: the gallery (its larger views open in the lightbox) and
 * the closing call to action, hydrated when they near the viewport.
 */
export function PortfolioMore() {
  return (
    <>
      <GalleryGrid {...portfolioGallery} />
      <CtaBanner {...portfolioCta} />
    </>
  )
}
