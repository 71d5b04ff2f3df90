import { buttonClass } from "@/components/ui/button";
import Link from "@/components/ui/link";

/** The closing call to action of the state and city pages: back up to the page's calculator. */
export function ReadyBand({ place }: { place: string }) {
  return (
    <section className="bg-brand-700 text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-12 md:flex-row md:items-center md:justify-between">
        <h2 className="font-bold text-2xl">Ready for cleaner air in {place}?</h2>
        <Link href="#instant-pricing" className={buttonClass("light", "lg")}>
          Get your instant price
        </Link>
      </div>
    </section>
  );
}
