import type { ServiceRecord, SubService } from "./types";

export const services: ServiceRecord[] = [
  {
    id: "air-duct-cleaning",
    name: "Air Duct Cleaning",
    slug: "air-duct-cleaning",
    updated: "2026-11-21",
    description:
      "Our air duct cleaning removes the dust, pet hair, construction debris and other buildup that collects inside a forced-air heating and cooling system. We clean the supply and return ducts, the registers and grilles, and the blower compartment, using negative-pressure vacuum equipment together with rotating brushes and air whips. This is source removal, as the National Air Duct Cleaners Association (NADCA) ACR standard describes it.\n\nIn the Bay Area, many ducts run through damp crawlspaces, garages and attics, or were added to older homes decades after they were built. Our technicians inspect the system first, explain what they see, and clean each run with tools suited to its material, whether sheet metal, flexible duct or duct board. Most homes benefit from a cleaning every 3-5 years, and sooner after a renovation, smoke, heavy pet shedding or mold.",
    shortDescription:
      "Thorough source-removal cleaning of your home's supply and return ducts, registers and blower compartment.",
    metaDescription:
      "Air duct cleaning for SF Bay Area homes. Negative-pressure source removal, an instant online price, free estimates and open times online. Book ClearVent.",
    category: "cleaning",
    serviceType: "air_duct",
    processSteps: [
      {
        title: "Inspection and plan",
        description:
          "We look at the furnace or air handler, the registers and, where we can reach, the inside of the ducts, then confirm the scope and price with you before any work starts.",
      },
      {
        title: "Protect your home",
        description:
          "We lay floor runners along our path, cover furniture near the work areas and seal the registers so dust can't escape into your rooms.",
      },
      {
        title: "Set up negative pressure",
        description:
          "A high-powered vacuum collection unit is connected to the duct system, pulling air and loosened debris toward the collector instead of into the house.",
      },
      {
        title: "Agitate and clean each run",
        description:
          "We work rotating brushes and compressed-air whips through every supply and return line, moving the buildup toward the collection point.",
      },
      {
        title: "Clean registers, grilles and blower",
        description:
          "Vent covers and return grilles are removed and cleaned, and we vacuum and wipe the blower compartment and the accessible parts of the plenums.",
      },
      {
        title: "Final check and walkthrough",
        description:
          "We reinstall everything, check airflow at the vents, show you before-and-after photos and go over anything we noticed about the system.",
      },
    ],
    benefits: [
      "Less dust blowing out of the vents",
      "Removes renovation and construction debris",
      "Clears built-up pet hair and dander",
      "Better airflow where buildup was restricting it",
      "Fewer musty or stale odors from the system",
      "A clear picture of your duct system's condition",
    ],
    faqs: [
      {
        question: "Do you clean flexible ducts and duct board?",
        answer:
          "Yes. Flexible ducts and fiberglass duct board are common in Bay Area attics and crawlspaces. We use softer brushes and lower air pressure on them than on sheet metal so the inner lining isn't torn. If a flexible duct is badly crushed, torn or heavily contaminated, replacing that section may be a better choice than cleaning it, and we will tell you so.",
      },
      {
        question: "Is the furnace or air handler part of the cleaning?",
        answer:
          "The blower compartment is included in a standard cleaning: we vacuum and wipe the accessible areas where dust collects. Deeper work, such as cleaning the blower wheel itself or the indoor cooling coil, is available as a separate item and priced before we start.",
      },
      {
        question: "Do you clean the return ducts as well as the supply ducts?",
        answer:
          "Yes, both. The return side pulls air in from your rooms before it reaches the filter, so it often holds the most dust, hair and debris. Cleaning only the supply side would leave that buildup in place, ready to be pulled back into the system.",
      },
      {
        question: "Will I be able to see the results?",
        answer:
          "Yes. We take before-and-after photos of selected areas and show them to you at the end of the visit, along with anything we noticed, such as disconnected or damaged ducts. If you want a fuller record, a post-cleaning video inspection is available as an add-on.",
      },
      {
        question: "When should ducts be replaced instead of cleaned?",
        answer:
          "Replacement is worth considering when ducts are crushed, torn, disconnected or leaking badly, when fiberglass lining has mold growing in it, or when rodents have contaminated insulated ducts beyond cleaning. Duct replacement is done by a licensed HVAC contractor with a permit. We will explain what we found so you can decide.",
      },
      {
        question: "Can you clean ducts that run through an attic or crawlspace?",
        answer:
          "Yes. Most of the cleaning is done through the registers and an access point on the main trunk, but we may need to enter the attic or crawlspace to reach some runs. Please make sure the access hatch is clear, and let us know about anything we should watch for, such as fragile ceilings.",
      },
    ],
    localConsiderations: {
      climate: [
        "Coastal fog and marine moisture can condense in ducts that run through cool crawlspaces and garages, making dust stick and encouraging musty odors.",
        "Wildfire smoke in late summer and fall can leave fine soot and ash in filters and ducts, especially in homes that ran the system fan during smoke events.",
        "Hot, dry inland summers in the East Bay and South Bay mean long air conditioning run times that pull more dust through the system.",
      ],
      buildingType: [
        "Victorian and Edwardian homes in San Francisco and Oakland often have retrofitted ductwork with long basement runs and floor registers.",
        "Eichler homes were built with radiant floor heat, so their forced-air ducts were usually added later, often on the roof or in tight spaces.",
        "Many postwar ranch and tract houses run ducts through crawlspaces or attics, where insulation, rodents and moisture need checking.",
      ],
      regulations: [
        "Residential air duct cleaning needs no permit in Bay Area cities.",
        "Replacing ducts or HVAC equipment usually needs a permit and may require duct leakage testing under California's Title 24 energy standards.",
      ],
    },
    relatedServices: ["dryer-vent-cleaning", "air-quality-testing"],
    averageDuration: "3-5 hours",
    frequency: "every 3-5 years",
    seasonality:
      "Spring and early fall are popular times to book, before the cooling or heating season and after wildfire smoke has cleared, but ducts can be cleaned any time of year.",
    image: "/images/services/air-duct-cleaning-card.webp",
    heroImage: "/images/services/air-duct-cleaning-hero.webp",
  },
  {
    id: "dryer-vent-cleaning",
    name: "Dryer Vent Cleaning",
    slug: "dryer-vent-cleaning",
    updated: "2026-11-21",
    description:
      "Dryer vent cleaning clears the lint that builds up between the back of your dryer and the outside vent cap. We brush and vacuum the full vent run, clear the exterior hood or roof termination, check the transition hose behind the dryer, and test the airflow once everything is reconnected.\n\nA clean vent lets the dryer finish a load in one cycle and removes built-up lint that could feed a dryer fire. That matters in Bay Area homes where the laundry sits in an interior closet, a garage or an upper floor, with vents that travel through walls, attics and roofs. We recommend having the vent cleaned once a year, and sooner if drying times start to creep up.",
    shortDescription:
      "Full cleaning of your dryer exhaust vent, from the dryer connection to the outside cap, to shorten drying times and lower fire risk.",
    metaDescription:
      "Dryer vent cleaning in the SF Bay Area: lint removed from the full vent run and airflow tested, usually in under an hour. Open times online, free estimates.",
    category: "cleaning",
    serviceType: "dryer_vent",
    processSteps: [
      {
        title: "Check the dryer and vent path",
        description:
          "We find where the vent exits the house, note how long it runs and how many bends it has, and look for signs of a blockage.",
      },
      {
        title: "Disconnect and inspect the transition hose",
        description:
          "We pull the dryer out, disconnect the hose behind it and check it for crushing, tears or plastic and foil material that should be replaced.",
      },
      {
        title: "Brush and vacuum the full run",
        description:
          "A rotary brush on flexible rods loosens lint along the entire vent while a vacuum collects it, so the lint leaves the vent instead of landing in your home.",
      },
      {
        title: "Clear the outside termination",
        description:
          "We clean the wall hood or roof cap, remove any nesting material and make sure the flap or damper opens and closes freely.",
      },
      {
        title: "Clean around the dryer",
        description:
          "We vacuum the lint screen opening and the floor and wall area behind the dryer, where stray lint tends to collect.",
      },
      {
        title: "Reconnect and test airflow",
        description:
          "We reconnect the dryer without kinks, run it, and confirm strong airflow at the outside vent before we leave.",
      },
    ],
    benefits: [
      "Shorter drying times",
      "Lower risk of a lint fire",
      "Less energy used per load",
      "Less strain on the dryer's heater and motor",
      "Safer exhaust venting for gas dryers",
      "A cooler, less humid laundry area",
    ],
    faqs: [
      {
        question: "Do you clean the vent from inside the house or outside?",
        answer:
          "Usually both. We start at the dryer connection and work through the run, and we also clean from the outside hood or roof cap when it is safe and reachable. Working from both ends helps clear lint packed at the bends and at the termination, where blockages often start.",
      },
      {
        question: "Can you replace a plastic or foil dryer hose?",
        answer:
          "Yes. If the hose behind your dryer is plastic or thin foil, or is crushed or torn, we can replace it with a metal transition duct during the visit. We show you the problem and give you the price first, and only install it if you agree.",
      },
      {
        question: "Can I put a screen over the outside vent to keep birds out?",
        answer:
          "No. A screen on a dryer exhaust catches lint and clogs quickly, which is why building codes don't allow screens on dryer vent terminations. A proper dryer vent hood with a flap or damper that closes when the dryer is off is the right way to keep birds and rodents out. We can check whether yours is working.",
      },
      {
        question: "Do you service stacked washer-dryers and closet laundries?",
        answer:
          "Yes. Stacked units and closet laundries are common in Bay Area condos and smaller homes. The dryer may need to be moved carefully to reach the connection, so let us know about the setup when you book, and make sure there is room to pull the unit forward.",
      },
      {
        question: "What about dryer vents in a condo building?",
        answer:
          "In many condo buildings, dryer vents run through shared walls or roof chases that the homeowners association manages. We can clean the part that serves your unit, but check with your HOA first about who is responsible for the vent and whether the building has its own cleaning schedule.",
      },
      {
        question: "How do I know the vent was cleaned properly?",
        answer:
          "We show you the lint we removed and run the dryer with you before we leave, so you can feel strong airflow at the outside vent. After that, the best sign is at home: loads should dry in one normal cycle, and the dryer and laundry room should stay cooler.",
      },
    ],
    localConsiderations: {
      climate: [
        "Damp, foggy air in coastal neighborhoods makes lint clump and stick inside vents, so it builds up faster.",
        "The Bay Area's rainy winters mean more laundry goes through the dryer instead of onto a line, adding to the lint load.",
        "Birds and rodents look for warm, sheltered spots to nest in spring, and a vent hood with a stuck flap is an easy target.",
      ],
      buildingType: [
        "San Francisco flats and row houses often vent dryers through a light well or up to the roof, creating long runs with several bends.",
        "Condos and apartment buildings may route dryer vents through shared chases managed by the homeowners association.",
        "Suburban homes with laundry in the garage, an interior closet or an upstairs room often have long vent runs that trap lint at each elbow.",
      ],
      regulations: [
        "Cleaning a dryer vent needs no permit; replacing or rerouting a vent should follow the California Mechanical Code and the dryer maker's length limits.",
        "Condo and HOA rules often govern vents in shared walls and roofs, so check with your association before work on those sections.",
      ],
    },
    relatedServices: ["air-duct-cleaning", "air-quality-testing"],
    averageDuration: "30-60 minutes",
    frequency: "annually",
    seasonality:
      "Dryer vents can be cleaned any time of year; many homeowners book in the fall before the winter rains bring heavier dryer use, and spring is a good time to check the outside hood for nests.",
    image: "/images/services/dryer-vent-cleaning-card.webp",
    heroImage: "/images/services/dryer-vent-cleaning-hero.webp",
  },
  {
    id: "air-quality-testing",
    name: "Air Quality Testing",
    slug: "air-quality-testing",
    updated: "2026-11-21",
    description:
      "Our air quality testing measures what is in the air inside your home, so you can decide what to fix based on facts rather than guesses. A technician takes readings room by room and outdoors for comparison, covering fine particles, volatile organic compounds (VOCs), carbon dioxide, carbon monoxide, temperature and humidity, and inspects the HVAC system and likely moisture sources.\n\nWhere mold is a concern, we can collect air samples for analysis by an independent laboratory. You receive a written report that explains the results in plain language and what, if anything, is worth doing next, whether that is better filtration, more ventilation, a moisture repair or duct cleaning. Testing is most useful after wildfire smoke, a water leak or a renovation, or when a musty smell or stuffy air won't go away.",
    shortDescription:
      "Room-by-room measurement of particles, VOCs, carbon dioxide, humidity and more, with a plain-language report and practical next steps.",
    metaDescription:
      "Indoor air quality testing for Bay Area homes: particles, VOCs, CO2 and humidity measured room by room, with a clear written report and next steps.",
    category: "testing",
    serviceType: null,
    processSteps: [
      {
        title: "Talk through your concerns",
        description:
          "We ask about what prompted the test, such as smells, past leaks, smoke, a recent remodel or discomfort indoors, so we know where to focus.",
      },
      {
        title: "Take an outdoor baseline",
        description:
          "We measure the outdoor air first, because indoor results only make sense when compared with what is coming in from outside.",
      },
      {
        title: "Measure room by room",
        description:
          "Using calibrated meters, we record fine particles, VOCs, carbon dioxide, carbon monoxide, temperature and humidity in the main living areas and any problem rooms.",
      },
      {
        title: "Inspect the HVAC system and moisture sources",
        description:
          "We check the filter, blower area, coil drain pan and accessible ducts, and use a moisture meter on suspect walls, floors and crawlspaces.",
      },
      {
        title: "Collect lab samples where needed",
        description:
          "If mold is a concern, we take air samples indoors and outdoors and send them to an independent laboratory for analysis.",
      },
      {
        title: "Report and recommendations",
        description:
          "You get a written report explaining each result in plain language, with practical steps ranked by how much difference they are likely to make.",
      },
    ],
    benefits: [
      "Facts before you spend money on fixes",
      "Helps locate moisture and mold sources",
      "Shows how well your home keeps out wildfire smoke",
      "Checks ventilation through carbon dioxide levels",
      "Measures off-gassing after a renovation",
      "A baseline to compare future results against",
    ],
    faqs: [
      {
        question: "What does an air quality test measure?",
        answer:
          "A standard visit measures fine particles (PM2.5 and PM10), volatile organic compounds, carbon dioxide, carbon monoxide, temperature and relative humidity, indoors and outdoors. We also inspect the HVAC system and check likely moisture spots. If mold is a concern, air samples can be sent to an independent lab for spore analysis.",
      },
      {
        question: "Can the test tell me whether I have mold?",
        answer:
          "It can show signs of it. Lab air samples compare the types and amounts of mold spores indoors with the outdoor air, and moisture readings point to where growth is likely. Testing doesn't replace finding and fixing the water source, and if growth is confirmed, removal should be handled by a mold remediation company.",
      },
      {
        question: "How soon will I get the results?",
        answer:
          "We go over the on-site readings with you during the visit. The written report follows after we have reviewed the data, and if lab samples were taken, the report includes their results once the laboratory returns them, which usually takes several business days.",
      },
      {
        question: "Should I test before or after having my ducts cleaned?",
        answer:
          "Before, if you are not sure the ducts are the problem. Testing first shows whether dust, moisture, ventilation or something else is driving the issue, so you don't pay for work that won't help. If you test both before and after cleaning, you can compare the results.",
      },
      {
        question: "Is this a medical test?",
        answer:
          "No. We measure conditions in your home, not anyone's health. If someone in the household has symptoms, please talk to a doctor. Our report can be a useful thing to bring to that appointment, because it shows what is actually in the air at home.",
      },
      {
        question: "How should I prepare for the test?",
        answer:
          "Keep the house under normal conditions with windows and doors closed for several hours beforehand, and avoid air fresheners, candles, strong cleaning sprays and heavy cooking that morning. Run the heating or cooling as you normally would, and let us know about any rooms or smells that worry you.",
      },
    ],
    localConsiderations: {
      climate: [
        "Wildfire smoke can push indoor fine-particle levels up even with the windows closed, and testing shows how well your home keeps it out.",
        "Coastal fog and humidity can keep crawlspaces and walls damp enough for mold, a common reason for testing near the ocean and the bay.",
        "On cold, still winter days, wood smoke and temperature inversions can raise particle levels in some Bay Area valleys.",
      ],
      buildingType: [
        "Older homes with crawlspaces, basements or a history of leaks are prone to hidden moisture that testing can help locate.",
        "Newer, tightly built homes and fresh remodels can hold VOCs from new finishes and carbon dioxide when ventilation is limited.",
        "Homes with gas furnaces, water heaters or stoves benefit from the carbon monoxide check included in every visit.",
      ],
      regulations: [
        "Indoor air quality testing needs no permit, and the results are for information, not a medical diagnosis.",
        "California treats visible mold growth in rental housing as a substandard condition, so test results can help landlords and tenants deal with problems early.",
      ],
    },
    relatedServices: ["air-duct-cleaning", "dryer-vent-cleaning"],
    averageDuration: "2-3 hours",
    frequency: "every 2-3 years",
    seasonality:
      "Testing can be done year-round, but fall after smoke season and the damp winter months, when homes stay closed up, are when many air quality problems show most clearly.",
    image: "/images/services/air-quality-testing-card.webp",
    heroImage: "/images/services/air-quality-testing-hero.webp",
  },
];

export const subServices: SubService[] = [
  {
    id: "supply-return-vent-cleaning",
    name: "Supply & Return Vent Cleaning",
    description: "Brushing and vacuuming every supply and return duct run, from the registers back to the main trunk.",
    kind: "sub-service",
    price: { kind: "included" },
  },
  {
    id: "main-trunk-line-cleaning",
    name: "Main Trunk Line Cleaning",
    description:
      "Cleaning the large main ducts that carry air between the furnace or air handler and the branch lines.",
    kind: "sub-service",
    price: { kind: "included" },
  },
  {
    id: "blower-cleaning",
    name: "Furnace & Air Handler Blower Cleaning",
    description:
      "Cleaning the blower wheel, motor housing and cabinet, where packed dust can cut airflow and make the motor work harder.",
    kind: "sub-service",
    price: { kind: "ask-us", id: "blower-coil-cleaning" },
  },
  {
    id: "coil-cleaning",
    name: "Evaporator Coil Cleaning",
    description:
      "Cleaning the indoor cooling coil and checking its drain pan, so air passes through freely and condensation drains away.",
    kind: "sub-service",
    price: { kind: "ask-us", id: "blower-coil-cleaning" },
  },
  {
    id: "register-grille-washing",
    name: "Register & Grille Washing",
    description: "Removing, washing and drying your vent covers and return grilles before putting them back.",
    kind: "sub-service",
    price: { kind: "included" },
  },
  {
    id: "duct-dryer-combo",
    name: "Duct + Dryer Combo",
    description: "Air duct cleaning and dryer vent cleaning in one visit, for less than booking the two separately.",
    kind: "sub-service",
    price: { kind: "service", id: "duct_and_dryer" },
  },
  {
    id: "antimicrobial-fogging",
    name: "Sanitizer / Antimicrobial Fogging",
    description:
      "An EPA-registered product applied to cleaned ducts when there is a specific reason, such as past water damage, and only with your approval.",
    kind: "add-on",
    price: { kind: "ask-us", id: "sanitizing" },
  },
  {
    id: "duct-sealing",
    name: "Duct Sealing",
    description:
      "Sealing leaky joints and connections we can reach with mastic or listed foil tape, so less heated or cooled air escapes into attics and crawlspaces.",
    kind: "add-on",
    price: { kind: "on-site" },
  },
  {
    id: "filter-replacement",
    name: "Filter Replacement",
    description:
      "A new filter in the right size, usually MERV 8-11 unless your system calls for something else, fitted at the end of the cleaning.",
    kind: "add-on",
    price: { kind: "add-on", id: "filter" },
  },
  {
    id: "uv-light-installation",
    name: "UV Light Installation",
    description:
      "A UV-C lamp fitted near the indoor coil to help keep mold and bacteria from growing on the coil surface.",
    kind: "add-on",
    price: { kind: "add-on", id: "uv_light" },
  },
  {
    id: "video-inspection",
    name: "Post-Cleaning Video Inspection",
    description: "Camera footage from inside your ducts after cleaning, so you can see the results for yourself.",
    kind: "add-on",
    price: { kind: "add-on", id: "video_inspection" },
  },
];

export const whatsIncluded: { title: string; description: string }[] = [
  {
    title: "Pre-cleaning inspection",
    description:
      "We check the furnace or air handler, the registers and the accessible ducts, and confirm the plan and price with you before work starts.",
  },
  {
    title: "Home protection",
    description:
      "Floor runners along our path, covers on nearby furniture and sealed registers keep dust out of your living space.",
  },
  {
    title: "Negative-pressure collection",
    description:
      "A powerful vacuum unit keeps the duct system under negative pressure so loosened debris is pulled out, not blown into your rooms.",
  },
  {
    title: "Every supply and return run",
    description:
      "Rotating brushes and air whips go through each supply and return line to loosen buildup from the duct walls.",
  },
  {
    title: "Registers, grilles and blower compartment",
    description:
      "Vent covers and return grilles are removed and cleaned, and the blower compartment is vacuumed and wiped down.",
  },
  {
    title: "Final check and photos",
    description:
      "We reinstall everything, check airflow, show you before-and-after photos and walk you through what we found.",
  },
];

export const cleaningSigns: string[] = [
  "Dust puffs out of the vents when the system starts up",
  "Dust settles on furniture again soon after you clean",
  "A musty or stale smell when the heat or air conditioning runs",
  "A recent renovation, pest problem or visible debris in the vents",
  "It has been 3-5 years since the last cleaning",
];

export const ductBenefits: { title: string; description: string }[] = [
  {
    title: "Less dust in circulation",
    description:
      "Removing the buildup inside your ducts means less dust, lint and pet hair is pushed back into your rooms every time the system runs.",
  },
  {
    title: "Better airflow",
    description:
      "Clearing heavy buildup from the ducts and blower helps air reach every room. Where buildup was restricting airflow, HVAC efficiency can improve by up to 15%.",
  },
  {
    title: "Fewer odors",
    description:
      "Dust, pet dander and debris in the ducts can hold smells. Cleaning them out helps stop stale or musty air from blowing through the house.",
  },
  {
    title: "A fresh start after renovation",
    description:
      "Drywall dust and sawdust settle in ducts during remodeling. Cleaning afterward keeps that fine debris from circulating for months.",
  },
  {
    title: "Know your system",
    description:
      "Our inspection often turns up disconnected runs, crushed flexible ducts or leaky joints that waste heating and cooling, so you can fix them.",
  },
];
