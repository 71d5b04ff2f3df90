"use client";

import { useEffect, useRef } from "react";
import { postJson } from "@/components/ui/post-json";
import type { PageType } from "@/domain/seo/page-type";
import { createSessionId } from "@/domain/tracking/session-id";
import { shouldSaveSession } from "@/domain/tracking/visitor-session";

const SAVE_DEBOUNCE_MS = 1000;
const SESSION_KEY = "cv.sessionId";

/** This tab's visitor session id, made on first use. */
export function visitorSessionId(): string {
  let id = sessionStorage.getItem(SESSION_KEY);
  if (!id) {
    id = createSessionId(Date.now(), Math.random().toString(36).slice(2, 12).padEnd(6, "0"));
    sessionStorage.setItem(SESSION_KEY, id);
  }
  return id;
}

/** Visitor session: saved after a one-second pause in address edits (docs/product.md#states). */
export function useVisitorSession(
  pageType: PageType,
  address: string,
  coordinates: { lat: number; lng: number } | null,
): void {
  const savedOnce = useRef(false);
  useEffect(() => {
    if (!shouldSaveSession({ savedOnce: savedOnce.current, address, coordinates })) return;
    const timer = setTimeout(() => {
      postJson("/api/sessions", {
        sessionId: visitorSessionId(),
        pageUrl: window.location.href,
        pageType,
        address: address.trim() || undefined,
        latitude: coordinates?.lat,
        longitude: coordinates?.lng,
      }).then((res) => {
        // A refusal or a lost connection leaves savedOnce false: the next address edit tries again.
        if (res.ok) savedOnce.current = true;
        else console.error("session save failed", res.status, res.error);
      });
    }, SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [address, coordinates, pageType]);
}
