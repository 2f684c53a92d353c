import { outwardFace } from './block'
import type { V3 } from './camera'
import { darken, lighten } from './color'
import type { Scene } from './scene'
import { box, prism } from './solids'
import { lineD, path } from './svg'

/** An octagonal garden gazebo: raised floor, posts, white rails, shingled roof and cupola. */
export function gazebo(
  scene: Scene,
  o: {
    c: [number, number]
    r: number
    floor?: number
    postH?: number
    roofH?: number
    wood: string
    trim: string
    roof: string
    floorColor: string
  },
) {
  const [cx, cz] = o.c
  const fh = o.floor ?? 0.45
  const ph = o.postH ?? 2.4
  const rh = o.roofH ?? 1.5
  const oct = (r: number, y: number) =>
    Array.from({ length: 8 }, (_, i) => {
      const a = -Math.PI / 2 + Math.PI / 8 + (i * Math.PI) / 4
      return [cx + Math.cos(a) * r, y, cz + Math.sin(a) * r] as V3
    })
  prism(
    scene,
    oct(o.r + 0.12, 0).map(([x, , z]) => [x, z] as [number, number]),
    0,
    fh,
    { base: o.trim, top: o.floorColor },
  )
  box(
    scene,
    { x: [cx - 0.7, cx + 0.7], y: [0, fh / 2], z: [cz - o.r - 0.55, cz - o.r + 0.05] },
    { base: o.trim, top: o.floorColor },
  )
  const posts = oct(o.r, fh)
  const top = fh + ph
  for (const [x, , z] of posts)
    box(scene, { x: [x - 0.07, x + 0.07], y: [fh, top], z: [z - 0.07, z + 0.07] }, o.trim)
  // Rails between posts, open at the front bay.
  for (let i = 0; i < 8; i++) {
    if (i === 7) continue
    const a = posts[i] as V3
    const b = posts[(i + 1) % 8] as V3
    const at = (t: number, h: number): V3 => [
      a[0] + (b[0] - a[0]) * t,
      fh + h,
      a[2] + (b[2] - a[2]) * t,
    ]
    const mid = at(0.5, 0.5)
    let bars =
      lineD([scene.project(at(0, 0.9)), scene.project(at(1, 0.9))]) +
      lineD([scene.project(at(0, 0.1)), scene.project(at(1, 0.1))])
    for (let t = 0.1; t < 0.95; t += 0.1)
      bars += lineD([scene.project(at(t, 0.1)), scene.project(at(t, 0.9))])
    const s = scene.scale(mid)
    scene.add(
      path(bars, 'none', {
        stroke: scene.lit(o.trim, [0, 0, -1], mid),
        'stroke-width': Math.max(0.8, 0.03 * s),
      }),
      scene.cam.distance(mid),
    )
    // A decorative bracket under the eave.
    const q0 = scene.project(at(0.02, ph - 0.45))
    const q1 = scene.project(at(0.5, ph - 0.02))
    const q2 = scene.project(at(0.98, ph - 0.45))
    scene.add(
      path(
        `M${q0.x.toFixed(0)} ${q0.y.toFixed(0)}Q${q1.x.toFixed(0)} ${q0.y.toFixed(0)} ${q1.x.toFixed(0)} ${q1.y.toFixed(0)}Q${q1.x.toFixed(0)} ${q2.y.toFixed(0)} ${q2.x.toFixed(0)} ${q2.y.toFixed(0)}`,
        'none',
        { stroke: scene.lit(o.trim, [0, 0, -1], mid), 'stroke-width': Math.max(1, 0.05 * s) },
      ),
      scene.cam.distance(mid) - 0.05,
    )
  }
  const eave = oct(o.r + 0.45, top + 0.1)
  const apex: V3 = [cx, top + rh, cz]
  const inside: V3 = [cx, top + rh * 0.3, cz]
  for (let i = 0; i < 8; i++) {
    const tri = [eave[i] as V3, eave[(i + 1) % 8] as V3, apex]
    outwardFace(scene, tri, inside, o.roof, {})
    // The underside seen through the open sides (cedar ceiling).
    const under = tri.map((p) => [p[0], p[1] - 0.05, p[2]] as V3)
    outwardFace(scene, under, [cx, top + rh * 2, cz], darken(o.wood, 0.1), { depthBias: 0.3 })
  }
  // Shingle courses: rings around the roof.
  for (let k = 1; k < 5; k++) {
    const t = k / 5
    const ring = eave.map(
      (p) =>
        [
          p[0] + (apex[0] - p[0]) * t,
          p[1] + (apex[1] - p[1]) * t,
          p[2] + (apex[2] - p[2]) * t,
        ] as V3,
    )
    const front = ring.filter((p) => p[2] < cz + 0.2)
    if (front.length > 1) {
      const sorted = [...front].sort((a, b) => a[0] - b[0])
      scene.add(
        path(lineD(sorted.map((p) => scene.project(p))), 'none', {
          stroke: darken(o.roof, 0.35),
          'stroke-width': 1.2,
          'stroke-opacity': 0.6,
        }),
        scene.cam.distance([cx, top, cz - o.r]) - 0.4,
      )
    }
  }
  const cup = oct(0.35, top + rh * 0.78).map(([x, , z]) => [x, z] as [number, number])
  prism(scene, cup, top + rh * 0.78, top + rh * 1.05, lighten(o.trim, 0.02))
  const cupEave = oct(0.5, top + rh * 1.05)
  const cupApex: V3 = [cx, top + rh * 1.35, cz]
  for (let i = 0; i < 8; i++)
    outwardFace(
      scene,
      [cupEave[i] as V3, cupEave[(i + 1) % 8] as V3, cupApex],
      [cx, top + rh * 1.1, cz],
      o.roof,
      {},
    )
}
