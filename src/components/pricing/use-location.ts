"use client";

import { useEffect, useRef, useState } from "react";
import type { LookupUrls } from "@/components/location/capture-location";
import { toast } from "@/components/ui/toast";

const loadLocation = () => import("@/components/location/capture-location");

/**
 * The calculator's location: a background guess once per page load (no permission prompt) that
 * never overwrites what the visitor typed, and "Use my location" on request.
 */
export function useLocation(lookups: LookupUrls, setAddress: (address: string, onlyIfEmpty: boolean) => void) {
  const [coordinates, setCoordinates] = useState<{ lat: number; lng: number } | null>(null);
  const [locating, setLocating] = useState(false);
  const capturing = useRef(false);
  const touched = useRef(false);
  const setAddressRef = useRef(setAddress);
  setAddressRef.current = setAddress;

  useEffect(() => {
    if (capturing.current) return;
    capturing.current = true;
    loadLocation()
      .then((m) => m.captureInBackground(lookups))
      .then((found) => {
        if (!found) return;
        if (found.latitude !== null && found.longitude !== null) {
          setCoordinates({ lat: found.latitude, lng: found.longitude });
        }
        if (found.address && !touched.current) setAddressRef.current(found.address, true);
      })
      .catch((error) => console.info("location capture failed", error));
  }, [lookups]);

  async function locateMe() {
    setLocating(true);
    try {
      const { locateOnPress } = await loadLocation();
      const outcome = await locateOnPress(lookups);
      if (outcome.kind === "unsupported") {
        toast.error("Location not available", { description: "Please enter your address manually." });
      } else if (outcome.kind === "denied") {
        toast.error("Permission needed", { description: "Enable location access or enter your address manually." });
      } else {
        touched.current = true;
        setCoordinates({ lat: outcome.latitude, lng: outcome.longitude });
        setAddressRef.current(outcome.address, false);
        if (outcome.kind === "found") {
          toast.success("Location set", { description: "We filled your address using your current location." });
        } else {
          toast("Location captured", { description: "Couldn't look up address; please confirm or edit." });
        }
      }
    } finally {
      setLocating(false);
    }
  }

  /** The visitor typed in the address: the background guess must not replace it. */
  const markTyped = () => {
    touched.current = true;
  };

  return { coordinates, locating, locateMe, markTyped };
}
