// Every city we serve, one file each. Order: the Bay Area cities first, then the other metros (docs/product.md#service-areas).
import type { City } from "../types";
import alameda from "./alameda";
import albany from "./albany";
import atherton from "./atherton";
import atlanta from "./atlanta";
import belmont from "./belmont";
import berkeley from "./berkeley";
import boston from "./boston";
import brisbane from "./brisbane";
import burlingame from "./burlingame";
import campbell from "./campbell";
import chicago from "./chicago";
import cupertino from "./cupertino";
import dallas from "./dallas";
import dalyCity from "./daly-city";
import dublin from "./dublin";
import emeryville from "./emeryville";
import fosterCity from "./foster-city";
import fremont from "./fremont";
import halfMoonBay from "./half-moon-bay";
import hayward from "./hayward";
import houston from "./houston";
import livermore from "./livermore";
import losAltos from "./los-altos";
import losAltosHills from "./los-altos-hills";
import losAngeles from "./los-angeles";
import losGatos from "./los-gatos";
import menloPark from "./menlo-park";
import miami from "./miami";
import millValley from "./mill-valley";
import millbrae from "./millbrae";
import milpitas from "./milpitas";
import mountainView from "./mountain-view";
import newYorkCity from "./new-york-city";
import newark from "./newark";
import oakland from "./oakland";
import pacifica from "./pacifica";
import paloAlto from "./palo-alto";
import philadelphia from "./philadelphia";
import phoenix from "./phoenix";
import piedmont from "./piedmont";
import pleasanton from "./pleasanton";
import portolaValley from "./portola-valley";
import redwoodCity from "./redwood-city";
import sanBruno from "./san-bruno";
import sanCarlos from "./san-carlos";
import sanFrancisco from "./san-francisco";
import sanJose from "./san-jose";
import sanMateo from "./san-mateo";
import sanRafael from "./san-rafael";
import santaClara from "./santa-clara";
import saratoga from "./saratoga";
import sunnyvale from "./sunnyvale";
import tiburon from "./tiburon";
import unionCity from "./union-city";
import walnutCreek from "./walnut-creek";
import woodside from "./woodside";

export const cities: readonly City[] = [
  sanFrancisco,
  oakland,
  sanJose,
  berkeley,
  paloAlto,
  mountainView,
  sanMateo,
  dalyCity,
  walnutCreek,
  fremont,
  santaClara,
  redwoodCity,
  hayward,
  cupertino,
  sunnyvale,
  milpitas,
  newark,
  fosterCity,
  belmont,
  sanBruno,
  alameda,
  unionCity,
  pleasanton,
  livermore,
  dublin,
  sanCarlos,
  burlingame,
  campbell,
  losGatos,
  saratoga,
  halfMoonBay,
  pacifica,
  brisbane,
  millbrae,
  albany,
  emeryville,
  piedmont,
  losAltos,
  losAltosHills,
  menloPark,
  atherton,
  portolaValley,
  woodside,
  tiburon,
  millValley,
  sanRafael,
  newYorkCity,
  losAngeles,
  chicago,
  dallas,
  houston,
  miami,
  philadelphia,
  atlanta,
  phoenix,
  boston,
];
