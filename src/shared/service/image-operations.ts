/**
 * The two requests for images that are not endpoints of the spec (the URL comes in an answer):
 * named as operations so the cache, the credit ledger and the words about them say which.
 */

/** A weather map layer step's image, at the URL the layers answer gives for the step. */
export const layerImageOperation = 'weatherMapsLayerImage';
/** A radar frame's image, at the URL the radar answer gives for the frame. */
export const radarImageOperation = 'weatherRadarImage';
