import { phone, phoneE164 } from "./contact";
import { businessTimeZone } from "./time-zone";

// The one place that names the business. A real business replaces the placeholders here.
export const site = {
  brand: "ClearVent Air Duct Cleaning",
  shortBrand: "ClearVent",
  blogName: "The ClearVent Home Air Blog",
  /** Placeholder: replace it in src/content/contact.ts. */
  phone,
  phoneE164,
  /** Placeholder: replace with the business's real address. */
  address: {
    street: "123 Example Street, Suite 100",
    city: "San Francisco",
    state: "CA",
    zip: "94103",
  },
  email: "hello@clearvent.example",
  hours: "Mon-Sat 8am-6pm",
  openingHours: { days: ["Mo", "Tu", "We", "Th", "Fr", "Sa"], opens: "08:00", closes: "18:00" },
  serviceArea: "San Francisco Bay Area",
  /** The owner's zone once the server loaded it (decision 0041), America/Los_Angeles until then. */
  get timeZone(): string {
    return businessTimeZone();
  },
  defaultSocialImage: "/images/og-default.jpg",
  defaultSocialImageAlt:
    "ClearVent Air Duct Cleaning: Bay Area air duct and dryer vent cleaning, over the Golden Gate Bridge and a city skyline",
  /** Square PNG of the brand mark (structured data's logo). */
  logo: { url: "/images/logo.png", width: 512, height: 512 },
} as const;
