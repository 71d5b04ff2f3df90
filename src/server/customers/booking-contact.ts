import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { type ServiceAddress, serviceAddressFromLine } from "@/domain/address/service-address";
import type { Reader } from "@/server/db/client";
import { bookings, profiles, user } from "@/server/db/schema";

export interface BookingContact {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: ServiceAddress;
}

/**
 * What the owner's "New booking" starts from for a customer picked from the list: the name, the
 * phone and the address of their latest booking (else the profile's). Owner only (the page checks).
 */
export async function bookingContact(db: Reader, customerId: string): Promise<BookingContact | null> {
  const [account] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      fullName: profiles.fullName,
      phone: profiles.phone,
      address: profiles.defaultAddress,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(and(eq(user.id, customerId), eq(user.role, "customer")));
  if (!account) return null;
  const [last] = await db
    .select({ address: bookings.address, phone: bookings.customerPhone })
    .from(bookings)
    .where(eq(bookings.userId, customerId))
    .orderBy(desc(bookings.appointmentDate))
    .limit(1);
  return {
    id: account.id,
    name: account.fullName ?? account.name,
    email: account.email,
    phone: account.phone ?? last?.phone ?? "",
    address: serviceAddressFromLine(last?.address ?? account.address),
  };
}
