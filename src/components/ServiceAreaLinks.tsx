import { Fragment } from 'react'
import { Link } from 'react-router-dom'
import { site } from '../content/site'

/** A city as its page's path ("Wake Forest" → /service-areas/wake-forest/). */
export function serviceAreaHref(city: string): string {
  return `/service-areas/${city.toLowerCase().replace(/\s+/g, '-')}/`
}

/** "Serving Raleigh, … and the wider Triangle.": each city linked, the Triangle to the map. */
export function ServiceAreaLinks({ linkClassName = 'underline' }: { linkClassName?: string }) {
  const cities = site.serviceAreaCities
  return (
    <>
      Serving{' '}
      {cities.map((city, index) => (
        <Fragment key={city}>
          <Link to={serviceAreaHref(city)} className={linkClassName}>
            {city}
          </Link>
          {index < cities.length - 1 ? ', ' : ' '}
        </Fragment>
      ))}
      and the{' '}
      <Link to="/service-areas/" className={linkClassName}>
        wider Triangle
      </Link>
      .
    </>
  )
}
