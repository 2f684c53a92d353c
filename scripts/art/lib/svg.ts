/**
 * Tiny string-building helpers for SVG. The art is generated as text so the committed masters stay
 * small, diffable and free of editor cruft; every number is rounded to one decimal for the same reason.
 */
export type Pt = { x: number; y: number }
export type AttrValue = string | number | undefined | null | false
export type Attrs = Record<string, AttrValue>

/**
 * Rounds to one decimal below 20 and to whole units above (half a pixel on a 1600 px master is
 * invisible), dropping "-0". Keeps the masters small.
 */
export function n(v: number): string {
  const r = Math.abs(v) >= 20 ? Math.round(v) : Math.round(v * 10) / 10
  return Object.is(r, -0) ? '0' : String(r)
}

export function attrs(a: Attrs): string {
  let out = ''
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined || v === null || v === false) continue
    out += ` ${k}="${typeof v === 'number' ? n(v) : v}"`
  }
  return out
}

export function tag(name: string, a: Attrs = {}, children?: string | string[]): string {
  const inner = Array.isArray(children) ? children.join('') : children
  return inner ? `<${name}${attrs(a)}>${inner}</${name}>` : `<${name}${attrs(a)}/>`
}

/** A closed polygon path. */
export function polyD(pts: readonly Pt[]): string {
  return `${lineD(pts)}Z`
}

/** An open polyline path. */
export function lineD(pts: readonly Pt[]): string {
  // Coordinates after the first pair are implicit line-tos.
  return `M${pts.map((p) => `${n(p.x)} ${n(p.y)}`).join(' ')}`
}

/** Many circles as one path (their union under the nonzero rule): far fewer bytes than <circle>s. */
export function circlesD(cs: readonly { x: number; y: number; r: number }[]): string {
  let d = ''
  for (const c of cs) {
    if (c.r <= 0) continue
    const r = n(c.r)
    d += `M${n(c.x - c.r)} ${n(c.y)}a${r} ${r} 0 1 0 ${n(2 * c.r)} 0a${r} ${r} 0 1 0 ${n(-2 * c.r)} 0`
  }
  return d
}

/** A smooth closed path through points (Catmull-Rom converted to cubic Béziers). */
export function smoothD(pts: readonly Pt[], closed = true, tension = 1): string {
  const count = pts.length
  const at = (i: number): Pt => {
    const idx = closed ? (i + count) % count : Math.max(0, Math.min(count - 1, i))
    return pts[idx] as Pt
  }
  let d = `M${n(at(0).x)} ${n(at(0).y)}`
  const last = closed ? count : count - 1
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1)
    const p1 = at(i)
    const p2 = at(i + 1)
    const p3 = at(i + 2)
    const k = tension / 6
    d += `C${n(p1.x + (p2.x - p0.x) * k)} ${n(p1.y + (p2.y - p0.y) * k)} ${n(p2.x - (p3.x - p1.x) * k)} ${n(p2.y - (p3.y - p1.y) * k)} ${n(p2.x)} ${n(p2.y)}`
  }
  return closed ? `${d}Z` : d
}

export function path(d: string, fill: string, extra: Attrs = {}): string {
  return tag('path', { d, fill, ...extra })
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) {
  return tag('rect', { x, y, width: w, height: h, fill, ...extra })
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) {
  return tag('circle', { cx, cy, r, fill, ...extra })
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
) {
  return tag('ellipse', { cx, cy, rx, ry, fill, ...extra })
}

export function group(children: string | string[], a: Attrs = {}): string {
  return tag('g', a, children)
}

/** Many ellipses (axis-aligned) as one path. */
export function ellipsesD(es: readonly { x: number; y: number; rx: number; ry: number }[]): string {
  let out = ''
  for (const e of es) {
    if (e.rx <= 0 || e.ry <= 0) continue
    const rx = n(e.rx)
    const ry = n(e.ry)
    out += `M${n(e.x - e.rx)} ${n(e.y)}a${rx} ${ry} 0 1 0 ${n(2 * e.rx)} 0a${rx} ${ry} 0 1 0 ${n(-2 * e.rx)} 0`
  }
  return out
}

/** Tagged template for path data: every interpolated number is rounded with n(). */
export function d(strings: TemplateStringsArray, ...values: (number | string)[]): string {
  let out = strings[0] ?? ''
  values.forEach((v, i) => {
    out += (typeof v === 'number' ? n(v) : v) + (strings[i + 1] ?? '')
  })
  return out
}
