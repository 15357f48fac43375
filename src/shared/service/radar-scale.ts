/**
 * The colour scale of radar frames: precipitation intensity in mm/h, each colour where its band
 * starts (RGBA). The spec's radar answer gives each frame as an image only, with no palette, so
 * this scale is the app's reading of the images: the demo service draws its frames with it and
 * the chart's radar legend and cursor reading read them with it. A live service drawing other
 * colours reads as "intensity not readable", never as a wrong value.
 */
export const radarIntensityScale = {
  unit: 'mm/h',
  values: [0, 0.1, 0.5, 1, 2, 5, 10],
  colors: [
    [0, 0, 0, 0],
    [170, 210, 255, 160],
    [100, 160, 255, 200],
    [40, 100, 240, 220],
    [20, 180, 60, 230],
    [250, 200, 20, 240],
    [230, 30, 30, 255],
  ] as Array<[number, number, number, number]>,
  /** What each band means to a navigator (the usual drizzle-to-downpour words). */
  labels: ['none', 'drizzle', 'light', 'moderate', 'heavy', 'very heavy', 'torrential'],
} as const;
