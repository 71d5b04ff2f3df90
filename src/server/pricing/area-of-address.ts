import "server-only";
import { serviceAddressFromLine } from "@/domain/address/service-address";
import { resolveServiceArea } from "@/domain/areas/service-areas";

/** The area of an address as a booking stores it (one line), or null when it names none (decision 0046). */
export function areaOfAddressLine(line: string | null | undefined): string | null {
  if (!line) return null;
  const resolved = resolveServiceArea(serviceAddressFromLine(line));
  return resolved.ok ? resolved.area.id : null;
}
