import type { Pt } from './svg'

export type V3 = readonly [number, number, number]

export interface CameraOptions {
  W: number
  H: number
  /** Eye position in metres: x right, y up, z away from the viewer. */
  eye: V3
  /** Turns the view to the right (radians). Verticals stay vertical (two-point perspective). */
  yaw?: number
  /** Horizontal field of view in degrees. */
  fov?: number
  /** Screen y of the horizon (a shifted lens, as architectural renders use). */
  horizon?: number
  /** Screen x of the optical centre. */
  centerX?: number
}

export type Projected = Pt & { z: number }

/** A pinhole camera with a level view: simple, and verticals never lean. */
export class Camera {
  readonly W: number
  readonly H: number
  readonly eye: V3
  readonly f: number
  readonly horizon: number
  private readonly cx: number
  private readonly cos: number
  private readonly sin: number
  static readonly NEAR = 0.15

  constructor(o: CameraOptions) {
    this.W = o.W
    this.H = o.H
    this.eye = o.eye
    const yaw = o.yaw ?? 0
    this.cos = Math.cos(yaw)
    this.sin = Math.sin(yaw)
    this.f = o.W / 2 / Math.tan(((o.fov ?? 55) * Math.PI) / 360)
    this.horizon = o.horizon ?? o.H / 2
    this.cx = o.centerX ?? o.W / 2
  }

  /** World → camera space (x right, y up, z forward). */
  view([x, y, z]: V3): V3 {
    const dx = x - this.eye[0]
    const dz = z - this.eye[2]
    return [dx * this.cos - dz * this.sin, y - this.eye[1], dx * this.sin + dz * this.cos]
  }

  /** Camera space → screen. */
  screen([x, y, z]: V3): Projected {
    const d = Math.max(z, Camera.NEAR)
    return { x: this.cx + (this.f * x) / d, y: this.horizon - (this.f * y) / d, z: d }
  }

  project(p: V3): Projected {
    return this.screen(this.view(p))
  }

  /** Pixels per metre at a point. */
  scale(p: V3): number {
    return this.f / Math.max(this.view(p)[2], Camera.NEAR)
  }

  distance(p: V3): number {
    return Math.hypot(p[0] - this.eye[0], p[1] - this.eye[1], p[2] - this.eye[2])
  }

  /** Projects a polygon, clipping it against the near plane so ground planes may pass the camera. */
  polygon(pts: readonly V3[]): Projected[] {
    const cam = pts.map((p) => this.view(p))
    const out: V3[] = []
    for (let i = 0; i < cam.length; i++) {
      const a = cam[i] as V3
      const b = cam[(i + 1) % cam.length] as V3
      const aIn = a[2] >= Camera.NEAR
      const bIn = b[2] >= Camera.NEAR
      if (aIn) out.push(a)
      if (aIn !== bIn) {
        const t = (Camera.NEAR - a[2]) / (b[2] - a[2])
        out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, Camera.NEAR])
      }
    }
    return out.map((p) => this.screen(p))
  }
}
