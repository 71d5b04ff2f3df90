"use client";

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
      <EyeIcon crossed={shown} />
      {shown ? "Hide" : "Show"}
    </button>
  );
}

/** An eye, struck through while the password shows: drawn here, so the booking page loads no icon library. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}
