/** Where the demo service serves its images (the map layers' and radar frames' `imageUrl`). */
export const imagePaths = {
  mapLayer: '/images/maps/layer.png',
  radar: '/images/radar.png',
} as const;
