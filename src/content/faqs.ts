import { fromPrice as tableFromPrice } from "@/domain/pricing/from-price";
import {
  formatDollars as $,
  formatCount,
  type HomeSize,
  PRICE_TABLE,
  type PriceTable,
  type ServiceType,
  SURCHARGE_FREE_SQFT,
  SURCHARGE_PER_STEP,
  SURCHARGE_STEP_SQFT,
  sizeSurcharge,
  exactPrice as tableExactPrice,
} from "@/domain/pricing/pricing";
import type { FaqSection } from "./types";

// Prices in answers are computed from the table (docs/decisions/0024-one-price.md), never typed:
// the price book's current table on a rendered page (decision 0040), the code's by default.
const FREE = formatCount(SURCHARGE_FREE_SQFT);
const home = (squareFeet: number) => ({ bedrooms: 3, bathrooms: 2, squareFeet });

/**
 * The answers, priced from `table`. `lowest`: on a page that covers several areas (the home page),
 * the lowest "from" price any of them charges, as its tiles state (decision 0046); the answers
 * quote it as the starting price and keep their worked examples at `table`'s (the default's).
 */
export function faqSectionsFor(table: PriceTable = PRICE_TABLE, lowest?: (t: ServiceType) => number): FaqSection[] {
  const { air_duct: duct, duct_and_dryer: combo } = table;
  const tableFrom = (t: ServiceType) => tableFromPrice(t, null, table);
  const fromPrice = (t: ServiceType) => lowest?.(t) ?? tableFrom(t);
  const byArea = (t: ServiceType) => fromPrice(t) !== tableFrom(t);
  const exactPrice = (t: ServiceType, size: HomeSize) => tableExactPrice(t, size, table);
  // The dryer vent's one price, or where areas charge their own, the lowest of them.
  const ventPrice = byArea("dryer_vent")
    ? `price, from ${$(fromPrice("dryer_vent"))} depending on your area`
    : $(tableFrom("dryer_vent"));
  const forExample = (t: ServiceType) => (byArea(t) ? "For example, at our standard prices," : "For example,");
  return [
    {
      id: "general",
      title: "General",
      items: [
        {
          q: "What does ClearVent do?",
          a: "We clean air ducts and dryer vents in homes across the San Francisco Bay Area, and we offer indoor air quality testing. Our work covers the whole forced-air system: supply and return ducts, registers, the blower compartment and the dryer exhaust run from the back of the dryer to the outside cap. We focus on houses, townhomes and condos rather than commercial buildings.",
        },
        {
          q: "Who will be working in my home?",
          a: "Our own technicians, trained in the cleaning methods we use: source removal, as the National Air Duct Cleaners Association (NADCA) ACR standard describes how to assess, clean and check an HVAC system. Your technician will walk through the job with you before starting and show you the results before leaving.",
        },
        {
          q: "What are your business hours?",
          a: "Our regular hours are Monday through Saturday, 8am to 6pm. You can book a visit online at any time, and ask a question by phone during those hours. For an urgent problem, such as an overheating dryer, stop using the appliance and call us during those hours.",
        },
        {
          q: "How soon can you come?",
          a: "Online booking opens from the next day: the booking form shows every open start time from tomorrow on, for the crew that covers your address. A dryer vent visit is short and often fits the next morning; a full air duct cleaning needs a longer block, so its first open day can be later. For an urgent problem, call us and we will tell you honestly what we can do.",
        },
        {
          q: "What counts as an emergency?",
          a: "Anything that is a safety risk or can't wait for a regular appointment: a dryer that gets very hot or smells of burning, a fully blocked dryer vent, a bird or rodent trapped in a vent or duct, or ducts contaminated by smoke, soot or water after an incident. Stop using the dryer or the system, and call us: we will tell you what to do right away and when we can be there. If you smell burning or see smoke, call 911 first.",
        },
        {
          q: "Do you work for renters, landlords and condo owners?",
          a: "Yes. Renters should get the landlord's or property manager's approval before booking, since the HVAC system and vents belong to the building. In condos and apartments, dryer vents often run through shared walls or roof chases, so check with your HOA about who is responsible for them. Landlords with several units can ask us to schedule them together.",
        },
      ],
    },
    {
      id: "process-safety",
      title: "Process & Safety",
      items: [
        {
          q: "How do you clean air ducts?",
          a: "We use source removal, the approach described in the NADCA ACR standard. A powerful vacuum unit puts the duct system under negative pressure so loosened dust is pulled out instead of into your rooms. We then work through each supply and return line with rotating brushes and compressed-air whips to loosen buildup, and clean the registers, grilles and blower compartment.",
        },
        {
          q: "How long does an air duct cleaning take?",
          a: "Most homes take 2-5 hours. A small condo with a few vents sits at the short end, while a large house with two systems, long runs or a hard-to-reach attic or crawlspace takes longer. Your technician will give you a time estimate after the first inspection, so you can plan your day around it.",
        },
        {
          q: "Will the cleaning make a mess in my home?",
          a: "It shouldn't. We lay floor runners along our path, cover nearby furniture where needed and seal registers while the system is under negative pressure, so dust travels toward our collection equipment. We use HEPA-filtered vacuums for cleanup inside the home. When we finish, we clean up our work areas and put back every register and panel we removed.",
        },
        {
          q: "Do you use chemicals in the ducts?",
          a: "Not as part of a standard cleaning. Cleaning is done mechanically, with brushes, air tools and vacuum. If there is a specific reason to treat the ducts, such as signs of microbial growth after a water problem, we can apply an EPA-registered product labeled for HVAC use, but only after explaining it and getting your approval. Cleaning comes first; a sanitizer is not a substitute for it.",
        },
        {
          q: "What happens if you find mold, asbestos or pests?",
          a: "We stop and show you what we found. Suspected mold should have its moisture source fixed before cleaning, or the growth will return. Older homes can have asbestos in duct wrap, tape or furnace insulation; we do not disturb suspect material and will recommend testing by a certified asbestos consultant. For droppings or nests, we suggest pest control first so the problem doesn't come back.",
        },
        {
          q: "Can duct cleaning damage my ducts?",
          a: "Done properly, no. We match our tools to the duct type, using gentler brushes and lower air pressure in flexible ducts and duct board than in sheet metal. We also inspect before we start and point out any existing damage, such as crushed flex duct, loose joints or disconnected runs, so you know what condition the system was in before we touched it.",
        },
      ],
    },
    {
      id: "pricing",
      title: "Pricing",
      items: [
        {
          q: "How much does air duct cleaning cost?",
          a: `Air duct cleaning starts at ${$(fromPrice("air_duct"))}, plus ${$(duct.perBedroom)} per bedroom and ${$(duct.perBathroom)} per bathroom. Homes larger than ${FREE} sq ft add a size adjustment. ${forExample("air_duct")} a 3-bedroom, 2-bathroom home of up to ${FREE} sq ft comes to ${$(duct.base)} + ${$(3 * duct.perBedroom)} + ${$(2 * duct.perBathroom)} = ${$(exactPrice("air_duct", home(SURCHARGE_FREE_SQFT)))}. Optional add-ons, such as a filter or a video inspection, are priced separately and only added if you choose them.`,
        },
        {
          q: "How much does dryer vent cleaning cost?",
          a: `Dryer vent cleaning is a flat ${ventPrice}. The price doesn't change with the number of bedrooms, bathrooms or the size of your home. It covers cleaning the vent run from the dryer connection to the outside termination, clearing the exterior hood or cap, and checking airflow once everything is reconnected.`,
        },
        {
          q: "What does the Duct + Dryer Combo cost?",
          a: `The combo starts at ${$(fromPrice("duct_and_dryer"))}, plus ${$(combo.perBedroom)} per bedroom and ${$(combo.perBathroom)} per bathroom, with the same size adjustment for homes over ${FREE} sq ft. ${byArea("duct_and_dryer") ? "At our standard prices, a" : "A"} 3-bedroom, 2-bathroom home of 1,800 sq ft would pay ${$(combo.base)} + ${$(3 * combo.perBedroom)} + ${$(2 * combo.perBathroom)} + ${$(sizeSurcharge(1800))} = ${$(exactPrice("duct_and_dryer", home(1800)))}. Booked separately, the same two services would cost ${$(exactPrice("air_duct", home(1800)))} + ${$(tableFrom("dryer_vent"))} = ${$(exactPrice("air_duct", home(1800)) + tableFrom("dryer_vent"))}, so the combo saves money and a second visit.`,
        },
        {
          q: "How does the size of my home affect the price?",
          a: `Homes up to ${FREE} sq ft pay no size adjustment. Above that, we add ${$(SURCHARGE_PER_STEP)} for every started ${SURCHARGE_STEP_SQFT} sq ft. So 1,600 sq ft adds ${$(sizeSurcharge(1600))}, 1,800 sq ft adds ${$(sizeSurcharge(1800))}, and 2,100 sq ft adds ${$(sizeSurcharge(2100))}. The adjustment applies to air duct cleaning and the Duct + Dryer Combo; dryer vent cleaning on its own stays at ${byArea("dryer_vent") ? `its flat ${ventPrice}` : ventPrice}.`,
        },
        {
          q: "How does the instant price calculator work?",
          a: "Enter the service you want, your number of bedrooms and bathrooms, and your home's square footage. The calculator shows a price range right away. When you add your contact details, it reveals the exact price for your home, based on the same pricing rules shown on this page. Getting the price doesn't commit you to booking.",
        },
        {
          q: "Are estimates free, and are there hidden fees?",
          a: "Estimates are free, whether online, by phone or on site. There are no hidden fees: the price you are quoted is the price for the work described. If the technician finds something that would change the job, such as a problem that needs extra work, we explain it and give you the price first. Nothing is added without your approval.",
        },
      ],
    },
    {
      id: "dryer-vent",
      title: "Dryer Vent Cleaning",
      items: [
        {
          q: "How often should I have my dryer vent cleaned?",
          a: "Once a year for most homes. Lint gets past the lint screen every time you run the dryer and settles in the vent, especially at bends and at the outside cap. Large households, homes with pets, and long or roof-exit vent runs collect lint faster, so if your drying times creep up before the year is out, book sooner.",
        },
        {
          q: "What are the signs of a clogged dryer vent?",
          a: "Clothes needing more than one cycle to dry, the dryer or laundry room feeling unusually hot, a burning or musty smell, lint collecting around the outside vent hood, or a flap on the outside cap that barely opens while the dryer runs. Some newer dryers also show a vent or airflow warning. Any of these is a reason to have the vent checked.",
        },
        {
          q: "Why is a clogged dryer vent dangerous?",
          a: "Lint is very flammable, and a blocked vent traps hot air around it. Fire safety agencies name failure to clean as a leading cause of home dryer fires. With a gas dryer, a blocked vent can also push combustion gases, including carbon monoxide, back into the house. A clogged vent also makes the dryer run longer, wasting energy and wearing out parts.",
        },
        {
          q: "Isn't cleaning the lint screen enough?",
          a: "Cleaning the lint screen after every load is important, but it doesn't catch everything. Fine lint passes through the screen and builds up inside the dryer housing, the transition hose behind the dryer and the vent run in the wall, floor or roof. Those areas need brushing and vacuuming with proper tools, which is what a vent cleaning covers.",
        },
        {
          q: "What kind of vent duct should my dryer use?",
          a: "The vent itself should be smooth rigid metal, as short and straight as practical. The short connector behind the dryer can be rigid or semi-rigid metal duct. Plastic hose can melt or burn, and thin foil accordion hose crushes easily and traps lint, so we recommend replacing either with metal. Your dryer's installation manual lists the maximum vent length for your model, which shrinks with each elbow.",
        },
        {
          q: "Can you clean vents that exit through the roof or run a long way?",
          a: "Yes. Many Bay Area homes have laundry on an upper floor or in an interior closet, with vents that run through the attic to a roof cap or along a long path to an outside wall. We use rotary brushes on flexible rods that reach long runs, and clean from the roof end when it is safe and reachable.",
        },
      ],
    },
    {
      id: "duct-system-iaq",
      title: "Duct System & Indoor Air Quality",
      items: [
        {
          q: "How often should air ducts be cleaned?",
          a: "Every 3-5 years for most homes. Clean sooner after a renovation that created dust, if you have pets that shed heavily, after smoke from a fire or heavy wildfire smoke, or if there is mold, pests or visible debris in the ducts. Homes with allergy sufferers may also choose to stay at the shorter end of that range.",
        },
        {
          q: "Will duct cleaning improve my family's health?",
          a: "We can't promise that, and nobody honestly can. Research has not shown that routine duct cleaning prevents health problems. What cleaning does is remove dust, debris, pet hair and pest contamination that the system would otherwise keep moving through your home. It makes the most sense when ducts are visibly dirty, after renovation or smoke, or when there is a specific problem.",
        },
        {
          q: "How often should I change my HVAC filter?",
          a: "Every 1-3 months. Check it monthly and replace it when it looks gray or clogged. Homes with pets, allergies, construction dust or wildfire smoke should change it more often; a lightly used system in a mild area may go the full three months. A clean filter protects the blower and coil and keeps dust out of freshly cleaned ducts.",
        },
        {
          q: "What MERV rating should my filter have?",
          a: "For most homes, a MERV 8-11 filter is a good balance: it catches much more fine dust than a basic filter without choking airflow. Higher ratings filter even finer particles but resist airflow more, and not every system is built for that. Check your system's rating in the equipment manual or with your HVAC technician before going higher.",
        },
        {
          q: "Does duct cleaning lower energy bills?",
          a: "It can help when heavy buildup on the blower, the coil or inside the ducts is restricting airflow, because the system then has to run longer to heat or cool your home. If the ducts are only lightly dusty, the difference is small. Changing filters on time and sealing leaky duct joints usually matter more for efficiency.",
        },
        {
          q: "When does an indoor air quality test make sense?",
          a: "When something seems wrong and you want facts before spending money: a persistent musty smell, symptoms that ease when you leave the house, a past water leak, or worry after wildfire smoke. A test measures things like fine particles, volatile organic compounds, humidity and carbon dioxide, and helps show whether the ducts, moisture, ventilation or something else is the likely cause.",
        },
      ],
    },
    {
      id: "bay-area",
      title: "Bay Area Service",
      items: [
        {
          q: "Which areas do you serve?",
          a: "We serve homes across the Bay Area: San Francisco, the Peninsula (from Daly City to Palo Alto), the East Bay (including Oakland, Berkeley, Fremont and Walnut Creek), the South Bay and Silicon Valley (including San Jose, Santa Clara and Sunnyvale), and the North Bay (including Marin County). If you aren't sure whether your address is covered, give us a call or send us your ZIP code and we'll confirm.",
        },
        {
          q: "Does fog and marine moisture affect my ducts and vents?",
          a: "It can. In foggy coastal neighborhoods, ducts often run through cool crawlspaces, garages or exterior walls where damp air condenses. Moisture makes dust cling to duct walls and, over time, can lead to musty smells or mold. Damp lint also clumps and sticks inside dryer vents. Regular filter changes and checking for condensation or standing water help.",
        },
        {
          q: "What should I do during wildfire smoke season?",
          a: "When smoke is heavy, keep windows closed, use a filter in the MERV 8-11 range or the highest your system is rated for, and check it often, since smoke loads filters quickly. If your system brings in outside air, ask your HVAC technician how to limit it. After a heavy smoke season or nearby fire, consider having ducts inspected for soot and ash.",
        },
        {
          q: "Do you work on older homes like Victorians and Eichlers?",
          a: "Yes. Victorians and Edwardians often have ductwork added long after they were built, with floor registers, long runs from a basement furnace and older materials that need gentle handling. Eichlers were built with radiant floor heating, so any forced-air ducts were usually added later, often on the roof or in tight spaces. We look at how your system was installed before deciding how to clean it.",
        },
        {
          q: "Do I need a permit for air duct cleaning?",
          a: "No. Residential air duct cleaning needs no permit in Bay Area cities, because it is maintenance and doesn't change the system. Replacing ducts, installing new HVAC equipment or rerouting vents is different: that work usually needs a permit and, under California's Title 24 energy rules, may require duct leakage testing. We will tell you if something we find calls for that kind of work.",
        },
        {
          q: "My home has no air conditioning. Do I still need duct cleaning?",
          a: "Possibly. Many Bay Area homes have a forced-air furnace and no AC, but those ducts still carry air through the house whenever the heat runs, and dust, pet hair and debris collect in them. Because the system may sit idle for months, the first heating days can smell dusty. If it's been 3-5 years, or you notice dust from the vents, an inspection is worthwhile.",
        },
      ],
    },
    {
      id: "prep-aftercare",
      title: "Preparation & Aftercare",
      items: [
        {
          q: "How should I prepare for an air duct cleaning?",
          a: "Clear a path to every vent and return grille, and move small items and fragile things away from them. Make sure we can reach the furnace or air handler, and the attic or crawlspace access if ducts run there. Let us know about parking, gate codes and pets. Keeping pets in a closed room during the visit keeps them calm and safe.",
        },
        {
          q: "Do I need to be home during the cleaning?",
          a: "An adult should be home at the start, so the technician can walk through the house with you and agree on the plan, and at the end, to see the results and sign off. In between, you are welcome to go about your day. If you can't be there, let us know in advance and we can discuss arrangements such as a trusted person on site.",
        },
        {
          q: "How should I prepare for a dryer vent cleaning?",
          a: "Empty the dryer and clear the area around it so we can pull it out from the wall. Let us know where the vent exits, whether on a wall, under a deck or on the roof, and make sure we can reach that spot. If your laundry is in a tight closet or stacked unit, tell us when you book so we bring the right tools.",
        },
        {
          q: "What should I do after my ducts are cleaned?",
          a: "Put in a fresh filter if we didn't install one, and note the date so you remember the next change. Turn the system or fan on as usual. Keep registers open so air moves freely through the cleaned ducts. If you're planning a renovation soon, cover the vents and switch the system off during dusty work so the ducts stay clean.",
        },
        {
          q: "Is it normal to notice dust or a smell after cleaning?",
          a: "A small amount of settled dust near vents in the first day or two can happen and wipes up easily. A slight smell when the heat first runs is also common, because the furnace burns off dust on its heat exchanger. If you notice heavy dust, a lasting odor or anything that seems wrong, call us and we will come back and check.",
        },
        {
          q: "How can I keep my ducts cleaner for longer?",
          a: "Change the HVAC filter every 1-3 months, vacuum register covers and return grilles when you clean the house, and keep supply vents unblocked. Cover vents and turn the system off during renovation or sanding. Fix leaks or damp spots near ducts quickly. Groom pets regularly if they shed, and keep the area around the furnace or air handler clean and uncluttered.",
        },
      ],
    },
  ];
}

/** The answers at version 0, the table in code. */
export const faqSections: FaqSection[] = faqSectionsFor();
