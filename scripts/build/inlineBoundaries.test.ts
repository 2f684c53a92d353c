import { describe, expect, it } from 'vitest'
import { inlineBoundaries } from './inlineBoundaries'

const streamed = [
  '<body><div id="root"><main><div data-defer="a"><!--$?--><template id="B:0"></template><!--/$--></div>',
  '<div data-defer="b"><!--$?--><template id="B:1"></template><!--/$--></div></main></div>',
  '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>',
  '<div hidden id="S:0"><section><div><p>First</p></div><div>x</div></section></div>',
  '<script>$RB=[];$RV=function(a){for(var b=0;b<a.length;b++){}};$RC=function(b,c){};$RC("B:0","S:0")</script>',
  '<div hidden="" id="S:1"><footer><div><div>Deep</div></div></footer></div>',
  '<script>$RC("B:1","S:1")</script><script>window.__VITE_REACT_SSG_HASH__ = \'abc\'</script></body>',
].join('')

describe('inlineBoundaries', () => {
  it('puts each streamed boundary back in place, as React writes a completed one', () => {
    const html = inlineBoundaries(streamed)
    expect(html).toContain(
      '<div data-defer="a"><!--$--><section><div><p>First</p></div><div>x</div></section><!--/$--></div>',
    )
    expect(html).toContain(
      '<div data-defer="b"><!--$--><footer><div><div>Deep</div></div></footer><!--/$--></div>',
    )
    expect(html).not.toMatch(/hidden id="S:|<template id="B:|\$R[A-Z]/)
    expect(html).toContain("window.__VITE_REACT_SSG_HASH__ = 'abc'")
  })

  it('leaves a page without streamed boundaries as it is', () => {
    const page =
      '<body><div id="root"><!--$--><p>In place</p><!--/$--></div><script>x=1</script></body>'
    expect(inlineBoundaries(page)).toBe(page)
  })
})
