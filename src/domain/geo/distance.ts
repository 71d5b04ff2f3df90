export interface LatLng {
  lat: number;
  lng: number;
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The `count` nearest items to `origin`, excluding items at the same key. */
export function nearest<T extends { coordinates: LatLng }>(
  origin: T,
  items: readonly T[],
  count: number,
  same: (a: T, b: T) => boolean,
): T[] {
  return items
    .filter((item) => !same(item, origin))
    .map((item) => ({ item, d: distanceKm(origin.coordinates, item.coordinates) }))
    .sort((x, y) => x.d - y.d)
    .slice(0, count)
    .map((x) => x.item);
}
