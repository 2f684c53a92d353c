import { type Attrs, attrs, tag } from './svg'

export type Stop = [offset: number, color: string, opacity?: number]

/**
 * One SVG document: a canvas size, a set of shared definitions (gradients, filters, clip paths,
 * deduplicated by content) and the painted layers in order.
 */
export class Art {
  private readonly defs = new Map<string, string>()
  private readonly body: string[] = []
  private nextId = 0
  /** What the picture shows; written as the SVG's <title>. */
  title = ''

  constructor(
    readonly W: number,
    readonly H: number,
    private readonly prefix = 'a',
  ) {}

  add(...svg: string[]): this {
    this.body.push(...svg)
    return this
  }

  /** Registers a definition built from a fresh id; identical definitions share one id. */
  def(build: (id: string) => string): string {
    const probe = build('§')
    const existing = this.defs.get(probe)
    if (existing) return existing
    const id = `${this.prefix}${(this.nextId++).toString(36)}`
    this.defs.set(probe, id)
    return id
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(([o, c, op]) =>
        tag('stop', {
          offset: o,
          'stop-color': c,
          'stop-opacity': op === undefined ? undefined : op,
        }),
      )
      .join('')
  }

  /** A linear gradient between two points in the box of the shape (0..1) unless `user` is set. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    const body = this.stops(stops)
    const a: Attrs = { x1, y1, x2, y2, gradientUnits: user ? 'userSpaceOnUse' : undefined }
    return `url(#${this.def((id) => `<linearGradient id="${id}"${attrs(a)}>${body}</linearGradient>`)})`
  }

  /** A radial gradient; by default relative to the shape's bounding box so ellipses stretch it. */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, extra: Attrs = {}): string {
    const body = this.stops(stops)
    const a: Attrs = { cx, cy, r, ...extra }
    return `url(#${this.def((id) => `<radialGradient id="${id}"${attrs(a)}>${body}</radialGradient>`)})`
  }

  filter(inner: string, extra: Attrs = {}): string {
    return `url(#${this.def((id) => `<filter id="${id}"${attrs(extra)}>${inner}</filter>`)})`
  }

  blur(std: number): string {
    return this.filter(tag('feGaussianBlur', { stdDeviation: std }), {
      x: '-50%',
      y: '-50%',
      width: '200%',
      height: '200%',
    })
  }

  clip(shapes: string): string {
    return `url(#${this.def((id) => `<clipPath id="${id}">${shapes}</clipPath>`)})`
  }

  toString(): string {
    const defs = [...this.defs.entries()].map(([probe, id]) => probe.replace('§', id)).join('')
    const title = this.title ? `<title>${escapeXml(this.title)}</title>` : ''
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}">${title}${defs ? `<defs>${defs}</defs>` : ''}${this.body.join('')}</svg>\n`
  }
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}
