"use client";

interface Props {
  storageKey: string;
  to: "full" | "compact";
  className?: string;
  children: React.ReactNode;
}

export function ModeButton({ storageKey, to, className, children }: Props) {
  return (
    <button
      type="button"
      className={className}
      onClick={(e) => {
        const root = e.currentTarget.closest<HTMLElement>("[data-view-root]");
        if (!root) return;
        root.dataset.mode = to;
        try {
          sessionStorage.setItem(`cv.mode.${storageKey}`, to);
        } catch {}
        if (to === "compact") document.getElementById("instant-pricing")?.scrollIntoView({ block: "start" });
        else window.scrollTo({ top: 0 });
      }}
    >
      {children}
    </button>
  );
}
