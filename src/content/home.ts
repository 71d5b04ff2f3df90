// Home page copy that is not a city, service or FAQ record. Testimonials are sample text.
export const popularServiceTiles = [
  { title: "Air Duct Cleaning", icon: "wind", note: "Whole-home supply and return ducts" },
  { title: "Dryer Vent Cleaning", icon: "flame", note: "Faster drying, lower fire risk" },
  { title: "Duct + Dryer Combo", icon: "layers", note: "Both in one visit, for less" },
  { title: "Air Quality Testing", icon: "gauge", note: "Particles, humidity, VOCs" },
  { title: "Sanitizing Treatment", icon: "sparkles", note: "After mould, smoke or pets" },
  { title: "Blower & Coil Cleaning", icon: "fan", note: "The heart of your HVAC system" },
] as const;

export const trustPoints = [
  "Insured technicians",
  "Methods informed by NADCA standards",
  "Next-day visits",
  "Free estimates",
  "24/7 emergency service",
] as const;

export const testimonials = [
  {
    author: "Priya S.",
    place: "Noe Valley, San Francisco",
    text: "They found a crushed dryer hose behind our stacked unit that had probably been there for years. Loads dry in one cycle now.",
  },
  {
    author: "Marcus T.",
    place: "Rockridge, Oakland",
    text: "After the last smoke season our vents smelled like a campfire. The crew covered every floor, showed us the before-and-after photos and the smell is gone.",
  },
  {
    author: "Elena R.",
    place: "Willow Glen, San Jose",
    text: "The online price was the price on the invoice. On time, tidy and they explained what MERV filter to buy next.",
  },
] as const;

export const HOME_FAQ_COUNT = 8;

/** The three steps of docs/product.md#pages-and-addresses, shown on the home page and the service pages. */
export const howItWorks = [
  { title: "Get Instant Pricing", text: "Tell us the size of your home and see your price range at once." },
  {
    title: "Pick Your Date",
    text: "Choose a weekday and time that suits you, up to 30 days ahead; the first open day is usually tomorrow.",
  },
  { title: "Relax", text: "Insured technicians clean, protect your floors and show you the results." },
] as const;
