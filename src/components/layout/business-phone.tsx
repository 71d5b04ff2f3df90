"use client";

import { createContext, useContext } from "react";

// The business's phone for the forms' "call us" lines, from the owner's identity the page was
// rendered with (the root layout provides it, decision 0035); null before the business is set up.

export interface BusinessPhone {
  phone: string;
  phoneE164: string;
}

const Phone = createContext<BusinessPhone | null>(null);

export function BusinessPhoneProvider({ value, children }: { value: BusinessPhone | null; children: React.ReactNode }) {
  return <Phone value={value}>{children}</Phone>;
}

export const useBusinessPhone = () => useContext(Phone);
