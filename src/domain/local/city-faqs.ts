// FAQs generated from a city's own record, so each city's answers carry its own facts.
import type { City, ServiceRecord } from "../../content/types";
import { splitIssue } from "./issues";

export interface Faq {
  question: string;
  answer: string;
}

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const issueTitle = (issue: string) => splitIssue(issue).title;
const issueText = (issue: string) => splitIssue(issue).text || issue;

/** The five FAQs of the legacy city page, naming five of its neighbourhoods. */
export function cityFaqs(city: City): Faq[] {
  const hoods = city.neighborhoods.slice(0, 5);
  const [electric, gas, water] = [city.utilities.electric, city.utilities.gas, city.utilities.water];
  const programs = [...(electric.programs ?? []), ...(gas.programs ?? [])];
  const firstIssue = city.climateFactors.commonIssues[0] ?? city.climate;
  return [
    {
      question: `Do you clean air ducts in ${list(hoods)}?`,
      // No days, hours or "usually tomorrow" here: the page is built once and served for months,
      // and an area may have no crew yet. The schedule says the next opening at the top of the page.
      answer: `${city.name} is one of our service areas, including ${list(hoods)}. The top of this page shows the next open day when a crew is booking here; if none is yet, leave your email there and we'll tell you when one is.`,
    },
    {
      question: `Do I need a permit for duct cleaning in ${city.name}?`,
      answer: city.regulations.description,
    },
    {
      question: `What makes ducts and dryer vents dirty in ${city.name}?`,
      answer: `${issueText(firstIssue)} We also often find ${list(city.commonIssues.slice(0, 3).map((i) => i.toLowerCase()))}.`,
    },
    {
      question: `Which utilities and rebates matter for ${city.name} homes?`,
      answer: `Electricity comes from ${electric.name}, gas from ${gas.name} and water from ${water.name}.${
        programs.length ? ` Programmes worth asking about: ${list(programs.slice(0, 3))}.` : ""
      } Clean ducts help any efficiency upgrade deliver what it promises.`,
    },
    {
      question: `How is the weather in ${city.name} hard on an HVAC system?`,
      answer: `${city.climate} Humidity: ${city.climateFactors.humidity.toLowerCase()}. Air quality: ${city.climateFactors.airQuality.toLowerCase()}.`,
    },
  ];
}

/** The three generated questions of a city-and-service page. */
export function cityServiceFaqs(city: City, service: ServiceRecord): Faq[] {
  const landmark = city.landmarks[0] ?? city.name;
  const issue = city.climateFactors.commonIssues[1] ?? city.climateFactors.commonIssues[0] ?? city.climate;
  return [
    {
      question: `How long does ${service.name.toLowerCase()} take in a ${city.name} home?`,
      answer: `Plan on ${service.averageDuration}. ${issueTitle(issue)} can add time where we find it: ${issueText(issue).charAt(0).toLowerCase()}${issueText(issue).slice(1)}`,
    },
    {
      question: `How often should ${city.name} homeowners book ${service.name.toLowerCase()}?`,
      answer: `We suggest ${service.frequency} for most homes. ${service.seasonality}`,
    },
    {
      question: `Do you come to homes near ${landmark}?`,
      answer: `Yes. We serve every part of ${city.name}${
        city.zipCodes.length ? `, ZIP codes ${list(city.zipCodes.slice(0, 4))} included` : ""
      }, and homes near ${list(city.landmarks.slice(0, 3))}.`,
    },
  ];
}
