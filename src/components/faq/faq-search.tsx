"use client";

import { useState } from "react";
import { SearchIcon } from "@/components/ui/icons";
import type { FaqSection } from "@/content/types";
import { normalizeQuery, searchFaqs } from "@/domain/content/faq-search";
import { FaqAccordion } from "./faq-accordion";

export function FaqSearch({ sections }: { sections: FaqSection[] }) {
  const [query, setQuery] = useState("");
  const q = normalizeQuery(query);
  const found = searchFaqs(sections, query);
  return (
    <div>
      <label htmlFor="faq-search" className="font-medium text-slate-700 text-sm">
        Search the questions
      </label>
      <div className="relative mt-1">
        <SearchIcon aria-hidden="true" className="-translate-y-1/2 absolute top-1/2 left-3 h-5 w-5 text-slate-500" />
        <input
          id="faq-search"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          placeholder="Try: dryer vent, MERV, pricing"
          className="h-12 w-full rounded-lg border border-slate-300 pr-3 pl-10 text-base"
        />
      </div>
      <p className="mt-3 text-slate-600 text-sm" aria-live="polite">
        {q ? (
          <>
            Showing results for "<strong>{q}</strong>": {found.reduce((n, s) => n + s.items.length, 0)} found
          </>
        ) : (
          "Showing all questions"
        )}
      </p>
      {found.length === 0 ? (
        <p className="mt-6 rounded-lg bg-brand-50 p-4">
          No questions match "{q}". Try another word, or call us: we are happy to answer.
        </p>
      ) : (
        <div className="mt-4">
          <FaqAccordion
            heading="Frequently Asked Questions"
            open={q !== ""}
            sections={found.map((s) => ({
              id: s.id,
              title: s.title,
              items: s.items.map((i) => ({ question: i.q, answer: i.a })),
            }))}
          />
        </div>
      )}
    </div>
  );
}
