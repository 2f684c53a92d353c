import { portfolioCta, portfolioGallery } from '../../content/pages/portfolio'
import { CtaBanner } from '../../sections/CtaBanner'
import { GalleryGrid } from '../../sections/GalleryGrid'

export function PortfolioMore() {
  return (
    <>
      <GalleryGrid {...portfolioGallery} />
      <CtaBanner {...portfolioCta} />
    </>
  )
}
