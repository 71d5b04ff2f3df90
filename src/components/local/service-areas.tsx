import Link from "@/components/ui/link";
import { citiesInState, cityPath, cityServicePath, states } from "@/content/lookups";

/** Service areas grouped per state with a count of cities (docs/product.md#pages-and-addresses, service pages). */
export function ServiceAreas({ serviceSlug }: { serviceSlug?: string }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {states.map((state) => {
        const list = citiesInState(state.slug);
        if (list.length === 0) return null;
        return (
          <div
            key={state.slug}
            id={`areas-${state.slug}`}
            className="scroll-mt-24 rounded-xl border border-slate-200 p-5"
          >
            <h3 className="font-semibold text-ink">
              {state.name}{" "}
              <span className="font-normal text-slate-600">
                ({list.length} {list.length === 1 ? "city" : "cities"})
              </span>
            </h3>
            <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {list.map((c) => (
                <li key={c.id}>
                  <Link
                    href={serviceSlug ? cityServicePath(c, serviceSlug) : cityPath(c)}
                    className="text-brand-700 hover:underline"
                  >
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
