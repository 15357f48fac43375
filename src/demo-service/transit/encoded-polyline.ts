/** Google's encoded polyline format (precision 5), as the planner's pointsOnLink carry. */
export function encodePolyline(points: ReadonlyArray<{ lat: number; lon: number }>): string {
  let previousLat = 0;
  let previousLon = 0;
  let out = '';
  const encodeValue = (value: number): string => {
    let v = value < 0 ? ~(value << 1) : value << 1;
    let text = '';
    while (v >= 0x20) {
      text += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
      v >>= 5;
    }
    return text + String.fromCharCode(v + 63);
  };
  for (const point of points) {
    const lat = Math.round(point.lat * 1e5);
    const lon = Math.round(point.lon * 1e5);
    out += encodeValue(lat - previousLat) + encodeValue(lon - previousLon);
    previousLat = lat;
    previousLon = lon;
  }
  return out;
}
