/**
 * docs/product.md#states: the first save happens once an address or coordinates exist; after the
 * first success, later saves happen only when an address is present.
 */
export function shouldSaveSession(state: {
  savedOnce: boolean;
  address: string;
  coordinates: { lat: number; lng: number } | null;
}): boolean {
  const hasAddress = state.address.trim().length > 0;
  return state.savedOnce ? hasAddress : hasAddress || state.coordinates !== null;
}
