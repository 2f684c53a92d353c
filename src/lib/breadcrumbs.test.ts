import { describe, expect, it } from 'vitest'
import { ancestorsOf } from '../routes'
import { breadcrumbTrail } from './breadcrumbs'

describe('breadcrumbTrail', () => {
  it('walks from home through the ancestors that are pages', () => {
    const path = '/services/outdoor-kitchens/'
    expect(breadcrumbTrail(path, 'Outdoor Kitchens', ancestorsOf(path))).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Our Services', path: '/services/' },
      { name: 'Outdoor Kitchens', path: '/services/outdoor-kitchens/' },
    ])
  })

  it('names the current page by the title it is given', () => {
    const path = '/blog/some-post/'
    expect(breadcrumbTrail(path, 'Some Post', ancestorsOf('/blog/:slug/'))).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Blog', path: '/blog/' },
      { name: 'Some Post', path: '/blog/some-post/' },
    ])
  })

  it('has only home above a top-level page', () => {
    expect(breadcrumbTrail('/faq/', 'FAQ', ancestorsOf('/faq/'))).toEqual([
      { name: 'Home', path: '/' },
      { name: 'FAQ', path: '/faq/' },
    ])
  })
})
