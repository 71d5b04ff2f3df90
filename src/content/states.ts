import type { StateRecord } from "./types";

export const states: StateRecord[] = [
  {
    id: "ca",
    name: "California",
    abbreviation: "CA",
    slug: "ca",
    longSlug: "california",
    updated: "2026-11-24",
    differences: {
      climate:
        "Fog keeps coastal Bay Area homes damp while inland valleys run hot, and the summer and autumn wildfire season is what loads filters and ducts most, from Marin to Los Angeles.",
      permits:
        "Cleaning ducts or a dryer vent needs no permit. Replacing ductwork or HVAC equipment does: a local mechanical permit, a CSLB-licensed contractor and, under Title 24, a duct leakage test verified by a HERS rater.",
      rebates:
        "Utility programmes here pay towards efficiency and bills, not cleaning: PG&E's CARE, FERA and Energy Savings Assistance in Northern California, LADWP and SoCalGas programmes in Los Angeles. If we find leaky ducts, ask about sealing before replacing anything.",
    },
    region: "West",
    timezone: "America/Los_Angeles",
    majorCities: [
      "san-francisco",
      "oakland",
      "san-jose",
      "berkeley",
      "palo-alto",
      "mountain-view",
      "san-mateo",
      "daly-city",
      "walnut-creek",
      "fremont",
      "santa-clara",
      "redwood-city",
      "los-angeles",
    ],
    metaDescription:
      "Air duct and dryer vent cleaning across California, from Bay Area fog belts and Silicon Valley Eichlers to Los Angeles attics hit by wildfire smoke.",
    climate:
      "Mediterranean climate with dry summers and wet winters, cool coastal fog, hot inland valleys and a long wildfire smoke season.",
    regulations: {
      hvacLicenseRequired: true,
      permitRequirements:
        "Duct cleaning needs no permit, but replacing HVAC equipment or 40 feet or more of ductwork takes a local mechanical permit, a CSLB-licensed contractor (C-20 for HVAC) and, under Title 24, duct leakage testing verified by a HERS rater.",
      environmentalStandards: [
        "California Title 24, Part 6 Building Energy Efficiency Standards",
        "CALGreen (Title 24, Part 11)",
        "CARB limits on ozone emissions from indoor air cleaning devices",
      ],
    },
  },
  {
    id: "ny",
    name: "New York",
    abbreviation: "NY",
    slug: "ny",
    longSlug: "new-york",
    updated: "2026-11-24",
    differences: {
      climate:
        "A heating season of six months or more runs forced air with the windows shut, and humid downstate summers leave condensation on AC ducts and mildew around basement dryer vents.",
      permits:
        "New York has no statewide HVAC license. In New York City cleaning needs no permit, but altering ductwork needs a Department of Buildings permit, and co-op and condo boards usually ask for a certificate of insurance first.",
      rebates:
        "Con Edison customers can use NYS Clean Heat incentives when switching to a heat pump and Smart Usage Rewards for cutting summer peaks; neither pays for cleaning.",
    },
    region: "Northeast",
    timezone: "America/New_York",
    majorCities: ["new-york-city"],
    metaDescription:
      "Air duct and dryer vent cleaning in New York State, starting with New York City co-ops, brownstones and high-rises, planned around building rules and permits.",
    climate:
      "Humid continental climate with hot, humid summers downstate, cold and snowy winters upstate, and a long heating season everywhere.",
    regulations: {
      hvacLicenseRequired: false,
      permitRequirements:
        "New York has no statewide HVAC contractor license; licensing and mechanical permits are handled locally, and in New York City any ductwork alteration needs a Department of Buildings permit.",
      environmentalStandards: [
        "New York State Energy Conservation Construction Code",
        "NYC Local Law 97 building emissions limits",
        "Climate Leadership and Community Protection Act",
      ],
    },
  },
  {
    id: "il",
    name: "Illinois",
    abbreviation: "IL",
    slug: "il",
    longSlug: "illinois",
    updated: "2026-11-24",
    differences: {
      climate:
        "Furnaces in Chicago run from October into April, and humid summers plus spring and late-summer pollen clog returns and dryer vent hoods.",
      permits:
        "Illinois has no statewide HVAC license. Chicago's Department of Buildings permits mechanical work beyond maintenance; cleaning counts as maintenance.",
      rebates:
        "ComEd runs an energy efficiency programme for its electric customers that covers upgrades such as sealing and insulation, not cleaning.",
    },
    region: "Midwest",
    timezone: "America/Chicago",
    majorCities: ["chicago"],
    metaDescription:
      "Air duct and dryer vent cleaning in Illinois, focused on Chicago's brick bungalows, two-flats and lakefront condos that run a furnace half the year.",
    climate:
      "Continental climate with cold, windy winters and hot, humid summers, moderated slightly along the Lake Michigan shore.",
    regulations: {
      hvacLicenseRequired: false,
      permitRequirements:
        "Illinois does not license HVAC contractors statewide; municipalities set the rules, and Chicago requires Department of Buildings permits for most mechanical work beyond maintenance.",
      environmentalStandards: ["Illinois Energy Conservation Code", "Chicago Energy Transformation Code"],
    },
  },
  {
    id: "tx",
    name: "Texas",
    abbreviation: "TX",
    slug: "tx",
    longSlug: "texas",
    updated: "2026-11-24",
    differences: {
      climate:
        "Air conditioning runs most of the year, often through ducts in hot attics. Gulf humidity around Houston feeds mould at supply registers; North Texas adds dust, storms and heavy spring pollen.",
      permits:
        "Air conditioning contractors are licensed by TDLR. Dallas and Houston require mechanical permits to replace equipment or ductwork; cleaning needs none.",
      rebates:
        "Oncor's Take A Load Off, Texas programme funds efficiency upgrades through participating contractors in the Dallas area. In Houston, CenterPoint delivers the power and your retail provider sets any offers.",
    },
    region: "South",
    timezone: "America/Chicago",
    majorCities: ["dallas", "houston"],
    metaDescription:
      "Air duct and dryer vent cleaning in Texas for Dallas and Houston homes with attic ducts, long cooling seasons, Gulf humidity and North Texas pollen.",
    climate:
      "Hot climate ranging from humid Gulf Coast air around Houston to drier, stormier North Texas, with long cooling seasons statewide.",
    regulations: {
      hvacLicenseRequired: true,
      permitRequirements:
        "Texas licenses air conditioning and refrigeration contractors through TDLR, and cities such as Dallas and Houston require mechanical permits for equipment or ductwork replacement, though duct cleaning needs none.",
      environmentalStandards: [
        "Texas statewide residential energy code based on the IECC",
        "TCEQ ozone and air quality rules",
        "EPA Section 608 refrigerant handling rules",
      ],
    },
  },
  {
    id: "fl",
    name: "Florida",
    abbreviation: "FL",
    slug: "fl",
    longSlug: "florida",
    updated: "2026-11-24",
    differences: {
      climate:
        "Air conditioning runs nearly all year in Miami. Constant humidity, salt air near the coast and summer Saharan dust make mould in ducts and corroded vent caps the usual findings.",
      permits:
        "Air conditioning and mechanical contractors are licensed by the state (DBPR) and local building departments permit equipment or duct replacement; Miami-Dade and Broward add High-Velocity Hurricane Zone rules for outdoor units and roof penetrations.",
      rebates:
        "FPL offers a free Home Energy Survey and its On Call Savings programme. Neither pays for cleaning, but the survey is a cheap way to spot leaky ducts.",
    },
    region: "South",
    timezone: "America/New_York",
    majorCities: ["miami"],
    metaDescription:
      "Air duct and dryer vent cleaning in Florida, starting in Miami, where AC runs all year and humidity, salt air and Saharan dust shape every cleaning.",
    climate:
      "Humid subtropical to tropical climate with a summer rainy season, mild winters and hurricane season from June through November.",
    regulations: {
      hvacLicenseRequired: true,
      permitRequirements:
        "Florida licenses air conditioning and mechanical contractors through the Department of Business and Professional Regulation, and local building departments require permits for HVAC equipment or ductwork replacement.",
      environmentalStandards: [
        "Florida Building Code, Energy Conservation",
        "Florida Building Code High-Velocity Hurricane Zone provisions (Miami-Dade and Broward)",
      ],
    },
  },
  {
    id: "pa",
    name: "Pennsylvania",
    abbreviation: "PA",
    slug: "pa",
    longSlug: "pennsylvania",
    updated: "2026-11-24",
    differences: {
      climate:
        "Cold winters and humid summers around Philadelphia, in older rowhouses whose ducts were retrofitted into tight chases and whose dryers vent through long runs to the back wall.",
      permits:
        "Pennsylvania has no statewide HVAC license; home improvement contractors register with the Attorney General. Philadelphia's Department of Licenses and Inspections issues its own permits for mechanical work.",
      rebates:
        "PECO Smart Ideas for electric customers and PGW's EnergySense for gas customers help with efficiency upgrades and bills.",
    },
    region: "Northeast",
    timezone: "America/New_York",
    majorCities: ["philadelphia"],
    metaDescription:
      "Air duct and dryer vent cleaning in Pennsylvania, beginning with Philadelphia's brick rowhouses, stone twins and freshly renovated homes in the river wards.",
    climate:
      "Humid continental climate with hot summers, cold and snowy winters and a long heating season, milder in the southeast around Philadelphia.",
    regulations: {
      hvacLicenseRequired: false,
      permitRequirements:
        "Pennsylvania has no statewide HVAC license (home improvement contractors register with the Attorney General), and municipalities issue permits under the Uniform Construction Code, with Philadelphia L&I running its own.",
      environmentalStandards: [
        "Pennsylvania Uniform Construction Code",
        "Pennsylvania DEP air quality regulations",
        "Philadelphia Air Management Services regulations",
      ],
    },
  },
  {
    id: "ga",
    name: "Georgia",
    abbreviation: "GA",
    slug: "ga",
    longSlug: "georgia",
    updated: "2026-11-24",
    differences: {
      climate:
        "Long, humid summers and one of the heaviest spring pine-pollen seasons anywhere; ducts in the crawl spaces of Atlanta bungalows pick up moisture and dust.",
      permits:
        "Conditioned air contractors are licensed by the state, and local building offices permit equipment or duct replacement.",
      rebates:
        "Georgia Power's Home Energy Improvement Program offers rebates on efficiency upgrades such as air sealing and insulation.",
    },
    region: "South",
    timezone: "America/New_York",
    majorCities: ["atlanta"],
    metaDescription:
      "Air duct and dryer vent cleaning in Georgia, beginning with Atlanta's crawl-space bungalows and Buckhead homes, through pine pollen season and muggy summers.",
    climate:
      "Humid subtropical climate with long, hot summers, mild winters and one of the heaviest spring pollen seasons in the Southeast.",
    regulations: {
      hvacLicenseRequired: true,
      permitRequirements:
        "Georgia licenses conditioned air contractors through the State Construction Industry Licensing Board, and local building offices require mechanical permits for equipment or duct replacement.",
      environmentalStandards: ["Georgia State Minimum Standard Energy Code", "Georgia EPD air quality rules"],
    },
  },
  {
    id: "az",
    name: "Arizona",
    abbreviation: "AZ",
    slug: "az",
    longSlug: "arizona",
    updated: "2026-11-24",
    differences: {
      climate:
        "Attic heat above 140°F dries out flex duct and taped joints, and the July-to-September monsoon brings dust storms that load filters, returns and dryer vent hoods.",
      permits:
        "HVAC contractors need a Registrar of Contractors license, and Phoenix issues mechanical permits for equipment or ductwork replacement. Arizona has no statewide energy code, so rules vary by city.",
      rebates:
        "APS customers can join Cool Rewards, a smart-thermostat programme for summer peaks; Southwest Gas supplies gas heat.",
    },
    region: "Southwest",
    timezone: "America/Phoenix",
    majorCities: ["phoenix"],
    metaDescription:
      "Air duct and dryer vent cleaning in Arizona, beginning in Phoenix, where monsoon dust storms and extreme attic heat take a toll on ducts and dryer vents.",
    climate:
      "Desert climate with extreme summer heat in the low valleys, a July-to-September monsoon with dust storms, and mild winters.",
    regulations: {
      hvacLicenseRequired: true,
      permitRequirements:
        "Arizona requires HVAC contractors to hold a Registrar of Contractors license, and cities such as Phoenix issue mechanical permits for equipment and ductwork replacement.",
      environmentalStandards: [
        "Maricopa County Rule 310 fugitive dust controls",
        "Maricopa County No Burn Day restrictions",
        "Locally adopted IECC energy codes (Arizona has no statewide energy code)",
      ],
    },
  },
  {
    id: "ma",
    name: "Massachusetts",
    abbreviation: "MA",
    slug: "ma",
    longSlug: "massachusetts",
    updated: "2026-11-24",
    differences: {
      climate:
        "Long furnace seasons in a closed-up house, nor'easters that pack snow against dryer vent hoods, and humid summers that strain small-duct AC retrofits.",
      permits:
        "Massachusetts licenses sheet metal workers and gas fitters rather than HVAC contractors as such; local building departments, such as Boston's Inspectional Services, permit duct and equipment work.",
      rebates:
        "Mass Save, run by Eversource, National Grid and the other utilities, offers no-cost home energy assessments and rebates on insulation, air sealing and heat pumps.",
    },
    region: "Northeast",
    timezone: "America/New_York",
    majorCities: ["boston"],
    metaDescription:
      "Massachusetts air duct and dryer vent cleaning, starting in Boston, where nor'easters, long furnace seasons and retrofitted mini-duct AC shape the work.",
    climate:
      "Humid continental climate with cold, snowy winters, nor'easters along the coast, and warm, humid summers.",
    regulations: {
      hvacLicenseRequired: true,
      permitRequirements:
        "Massachusetts licenses sheet metal workers, refrigeration technicians and gas fitters rather than HVAC contractors as such, and local building departments such as Boston's Inspectional Services issue permits for duct and equipment work.",
      environmentalStandards: [
        "Massachusetts Stretch Energy Code",
        "Municipal Opt-in Specialized Stretch Energy Code",
        "MassDEP air pollution control regulations (310 CMR 7.00)",
      ],
    },
  },
];
