"use client";

import { Eye, EyeOff } from "lucide-react";
import { INPUT_BUTTON_CLASS } from "@/components/ui/input";

/** "Show" / "Hide" beside a password input (the sign-up and reset forms, the booking's account step). */
export function ShowPasswordButton({
  shown,
  onToggle,
  controls,
  className = "",
}: {
  shown: boolean;
  onToggle: () => void;
  /** The password input's id. */
  controls: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={shown}
      aria-controls={controls}
      className={`${INPUT_BUTTON_CLASS} gap-1 ${className}`.trim()}
    >
      {shown ? <EyeOff aria-hidden="true" className="h-4 w-4" /> : <Eye aria-hidden="true" className="h-4 w-4" />}
      {shown ? "Hide" : "Show"}
    </button>
  );
}
