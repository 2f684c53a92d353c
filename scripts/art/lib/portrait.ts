import type { Art } from './art'
import { darken, lighten, mix } from './color'
import { circlesD, d, ellipse, path, rect, tag } from './svg'

export type HairStyle = 'short' | 'sidepart' | 'curly' | 'bob' | 'bun' | 'crop'
export type Top = 'workshirt' | 'blouse' | 'oxford' | 'henley' | 'cardigan' | 'denim'

export type Person = {
  skin: string
  hair: string
  style: HairStyle
  top: Top
  shirt: string
  /** Lips a little more coloured than the skin (or the skin's shade). */
  lips?: string
  beard?: 'full' | 'stubble' | 'moustache'
  glasses?: string
  earrings?: string
  grey?: boolean
  /** Jaw width 0.85 (narrow) to 1.05 (broad). */
  jaw?: number
  /** Eyebrow lift in px: friendlier when raised a little. */
  brow?: number
}

const CX = 600

/** The face outline, wider or narrower at the jaw. */
function faceD(jaw: number): string {
  const j = 150 * jaw
  return d`M600 298C690 298 752 360 752 468C752 585 ${600 + j * 0.72} 688 600 698C${600 - j * 0.72} 688 448 585 448 468C448 360 510 298 600 298Z`
}

function backHair(p: Person): string {
  const c = p.hair
  switch (p.style) {
    case 'curly': {
      const blobs = []
      for (let i = 0; i < 16; i++) {
        const a = Math.PI * (0.95 + (i / 15) * 1.1)
        blobs.push({ x: CX + Math.cos(a) * 215, y: 450 + Math.sin(a) * 200, r: 78 })
      }
      blobs.push({ x: CX, y: 360, r: 190 })
      return path(circlesD(blobs), c)
    }
    case 'bob':
      return path(
        d`M428 470C420 320 500 250 600 250C700 250 780 320 772 470L780 720C720 745 680 735 660 720L540 720C520 735 480 745 420 720Z`,
        c,
      )
    case 'bun':
      return (
        path(circlesD([{ x: CX, y: 262, r: 70 }]), c) +
        path(circlesD([{ x: CX + 14, y: 250, r: 32 }]), lighten(c, 0.12))
      )
    default:
      return ''
  }
}

function frontHair(p: Person): string {
  const c = p.hair
  const hi = lighten(c, 0.18)
  switch (p.style) {
    case 'short':
      return path(
        d`M446 470C436 330 505 262 600 262C705 262 770 330 756 470C748 420 734 388 712 366C650 392 540 386 486 352C466 384 452 424 446 470Z`,
        c,
      )
    case 'sidepart':
      return (
        path(
          d`M444 480C430 320 510 258 610 260C710 262 772 330 758 470C748 410 730 380 700 360C640 380 560 370 520 330C500 380 470 420 444 480Z`,
          c,
        ) + path(d`M520 330C560 300 640 290 700 320C640 300 570 305 520 330Z`, hi)
      )
    case 'crop':
      return path(
        d`M450 440C448 330 515 276 600 276C690 276 752 330 750 440C738 396 718 370 690 356C630 372 560 370 505 352C478 372 460 400 450 440Z`,
        c,
      )
    case 'curly': {
      const curls = []
      for (let i = 0; i < 13; i++) {
        const t = i / 12
        curls.push({
          x: 455 + t * 290,
          y: 345 - Math.sin(t * Math.PI) * 42,
          r: 36 - Math.abs(t - 0.5) * 16,
        })
      }
      return path(circlesD(curls), c)
    }
    case 'bob':
      return path(
        d`M446 430C450 320 520 266 604 266C690 266 752 322 756 430C700 400 660 352 640 330C600 370 520 400 446 430Z`,
        c,
      )
    case 'bun':
      return (
        path(
          d`M446 460C440 340 510 284 600 284C690 284 760 340 754 460C742 410 720 376 690 356C640 340 560 340 510 356C480 376 458 410 446 460Z`,
          c,
        ) +
        path(d`M520 320C560 300 640 300 690 320`, 'none', {
          stroke: hi,
          'stroke-width': 5,
          'stroke-linecap': 'round',
        })
      )
  }
}

/** A shirt on the shoulders: the silhouette, then its neckline and details. */
function top(art: Art, p: Person): string {
  const c = p.shirt
  const shade = darken(c, 0.18)
  const body = d`M100 1300L110 1200C128 1010 238 935 410 895C470 880 520 868 548 850L652 850C680 868 730 880 790 895C962 935 1072 1010 1090 1200L1100 1300Z`
  let out = path(body, c)
  // Shoulder shading toward the edges.
  out += path(
    body,
    art.linear(
      [
        [0, shade, 0.55],
        [0.22, shade, 0],
        [0.78, shade, 0],
        [1, shade, 0.6],
      ],
      0,
      0,
      1,
      0,
    ),
  )
  const collar = (col: string) =>
    path(d`M548 846L600 930L500 960L470 890Z`, col) +
    path(d`M652 846L600 930L700 960L730 890Z`, darken(col, 0.05))
  switch (p.top) {
    case 'workshirt':
    case 'denim':
    case 'oxford': {
      out += path(d`M548 850L600 935L652 850Z`, p.skin)
      out += collar(lighten(c, 0.06))
      out += path(d`M600 935L600 1200`, 'none', { stroke: shade, 'stroke-width': 4 })
      for (const y of [990, 1070, 1150]) out += ellipse(612, y, 7, 7, lighten(c, 0.35))
      if (p.top !== 'oxford') {
        out += path(d`M380 1000L500 1000L500 1110L440 1125L380 1110Z`, 'none', {
          stroke: shade,
          'stroke-width': 5,
          'stroke-linejoin': 'round',
        })
        out += path(d`M380 1000L500 1000L500 1040L380 1040Z`, shade)
      }
      if (p.top === 'workshirt') {
        // The company patch: an ember on forest green.
        out += ellipse(760, 1040, 44, 44, '#1f5135') + ellipse(760, 1040, 36, 36, 'none')
        out += path(
          d`M760 1012C772 1026 778 1036 778 1048A18 18 0 0 1 742 1048C742 1040 746 1032 752 1027C753 1034 756 1038 760 1040C758 1030 758 1021 760 1012Z`,
          '#fb8438',
        )
      }
      return out
    }
    case 'henley':
      out += path(d`M540 850C560 900 640 900 660 850Z`, darken(p.skin, 0.05))
      out += path(d`M540 850C560 905 640 905 660 850`, 'none', {
        stroke: shade,
        'stroke-width': 10,
      })
      out += path(d`M600 895L600 990`, 'none', { stroke: shade, 'stroke-width': 5 })
      for (const y of [925, 960]) out += ellipse(600, y, 6, 6, lighten(c, 0.3))
      return out
    case 'blouse':
      out += path(d`M528 848C548 940 652 940 672 848Z`, p.skin)
      out += path(d`M528 848C548 945 652 945 672 848`, 'none', {
        stroke: darken(c, 0.08),
        'stroke-width': 14,
      })
      return out
    case 'cardigan': {
      out += path(d`M540 850L600 1000L660 850Z`, '#f3ede1')
      out += path(d`M548 850C560 890 640 890 652 850Z`, p.skin)
      out += path(d`M540 850L600 1000L600 1200L520 1200L500 880Z`, darken(c, 0.04))
      out += path(d`M660 850L600 1000L600 1200L680 1200L700 880Z`, darken(c, 0.08))
      for (const y of [1060, 1140]) out += ellipse(612, y, 7, 7, lighten(c, 0.3))
      return out
    }
  }
}

function face(art: Art, p: Person): string {
  const skin = p.skin
  const shade = darken(skin, 0.16)
  const deep = darken(skin, 0.42)
  const jaw = p.jaw ?? 0.95
  const fd = faceD(jaw)
  const clip = art.clip(path(fd, '#000'))
  let out = ''
  // Neck and its shadow under the jaw.
  out += path(d`M540 640L660 640L664 790C640 812 560 812 536 790Z`, shade)
  // Ears.
  for (const x of [450, 750])
    out += ellipse(x, 490, 27, 44, skin) + ellipse(x + (x < 600 ? 5 : -5), 492, 12, 24, shade)
  out += path(fd, skin)
  // Shade down the far side of the face, clipped to it.
  out += tag(
    'g',
    { 'clip-path': clip },
    path(d`M700 300C780 380 790 600 640 720L800 720L800 300Z`, shade, { opacity: 0.7 }),
  )
  if (p.beard === 'full')
    out += path(
      d`M452 500C460 620 520 700 600 708C680 700 740 620 748 500C730 560 700 590 668 600C640 580 560 580 532 600C500 590 470 560 452 500Z`,
      p.hair,
    )
  if (p.beard === 'stubble')
    out += path(
      d`M458 520C470 630 530 700 600 704C670 700 730 630 742 520C720 580 690 610 600 612C510 610 480 580 458 520Z`,
      p.hair,
      { opacity: 0.28 },
    )
  // Brows, eyes (with a catch-light), lids.
  const lift = p.brow ?? 0
  for (const side of [-1, 1]) {
    const ex = CX + side * 58
    out += path(
      d`M${ex - 34} ${430 - lift}Q${ex} ${410 - lift * 1.5} ${ex + 34} ${428 - lift}`,
      'none',
      {
        stroke: mix(p.hair, '#2a1d17', 0.4),
        'stroke-width': 11,
        'stroke-linecap': 'round',
      },
    )
    out += ellipse(ex, 474, 13, 15, '#2a1d17') + ellipse(ex + 4, 469, 4.5, 4.5, '#ffffff')
    out += path(d`M${ex - 20} 466Q${ex} 452 ${ex + 20} 466`, 'none', {
      stroke: deep,
      'stroke-width': 3.5,
      'stroke-linecap': 'round',
    })
  }
  // Nose: a soft shadow on one side and the tip.
  out += path(d`M606 470C612 510 626 548 620 566C612 574 596 574 588 568`, 'none', {
    stroke: deep,
    'stroke-width': 5,
    'stroke-linecap': 'round',
    opacity: 0.55,
  })
  // Cheeks.
  out +=
    ellipse(520, 572, 34, 22, '#e8806a', { opacity: 0.22 }) +
    ellipse(680, 572, 34, 22, '#e8806a', { opacity: 0.22 })
  if (p.beard === 'moustache')
    out += path(
      d`M552 602C570 586 590 588 600 596C610 588 630 586 648 602C630 608 570 608 552 602Z`,
      p.hair,
    )
  // A warm open smile.
  out += path(d`M548 612Q600 668 652 612Q600 630 548 612Z`, '#6e2a25')
  out += path(d`M560 616Q600 630 640 616L636 626Q600 640 564 626Z`, '#fbf8f2')
  out += path(d`M548 612Q600 668 652 612`, 'none', {
    stroke: p.lips ?? deep,
    'stroke-width': 4,
    'stroke-linecap': 'round',
  })
  if (p.glasses) {
    for (const side of [-1, 1])
      out += rect(CX + side * 58 - 44, 440, 88, 68, 'none', {
        rx: 26,
        stroke: p.glasses,
        'stroke-width': 7,
      })
    out += path(d`M586 462Q600 452 614 462`, 'none', { stroke: p.glasses, 'stroke-width': 6 })
  }
  if (p.earrings) for (const x of [452, 748]) out += ellipse(x, 548, 9, 9, p.earrings)
  return out
}

/** A head-and-shoulders portrait on a flat brand-tint background with an oak-leaf motif. */
export function portrait(
  art: Art,
  p: Person,
  bg: { color: string; shape: string; leaf: string },
): void {
  art.add(rect(0, 0, art.W, art.H, bg.color))
  art.add(ellipse(600, 600, 470, 470, bg.shape))
  const leaf = d`M0 -160C26 -128 68 -120 76 -78C49 -81 34 -70 34 -70C70 -58 110 -31 106 16C80 4 58 9 58 9C88 32 112 67 98 113C73 91 42 89 42 89C50 126 36 165 0 185C-36 165 -50 126 -42 89C-42 89 -73 91 -98 113C-112 67 -88 32 -58 9C-58 9 -80 4 -106 16C-110 -31 -70 -58 -34 -70C-34 -70 -49 -81 -76 -78C-68 -120 -26 -128 0 -160Z`
  art.add(path(leaf, bg.leaf, { transform: 'translate(985 250) rotate(18) scale(1.1)' }))
  art.add(path(leaf, bg.leaf, { transform: 'translate(190 1010) rotate(-24) scale(0.9)' }))
  art.add(
    tag(
      'g',
      { transform: 'translate(600 1200) scale(1.12) translate(-600 -1140)' },
      figure(art, p),
    ),
  )
}

/** The person alone (hair, shirt, face), drawn for a 1200 px square with the shoulders at the bottom. */
export function figure(art: Art, p: Person): string {
  // The shoulders sit a little higher than drawn, for a natural neck length.
  let grey = ''
  if (p.grey)
    grey =
      path(d`M452 470C450 420 458 390 470 372L482 380C470 400 464 430 462 470Z`, '#c9c3b8') +
      path(d`M748 470C750 420 742 390 730 372L718 380C730 400 736 430 738 470Z`, '#c9c3b8')
  return (
    backHair(p) +
    tag('g', { transform: 'translate(0 -62)' }, top(art, p)) +
    face(art, p) +
    frontHair(p) +
    grey
  )
}
