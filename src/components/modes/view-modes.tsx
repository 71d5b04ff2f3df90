import { ModeButton } from "./mode-button";

// Compact or full view (docs/product.md#pages-and-addresses): CSS picks compact below 768 px and full
// above at first paint; a choice made with the buttons holds for the browser session. The inline
// script runs before the content below it is painted, so a remembered choice never flashes.
export function ViewModeRoot({ storageKey, children }: { storageKey: string; children: React.ReactNode }) {
  const script = `try{var m=sessionStorage.getItem(${JSON.stringify(`cv.mode.${storageKey}`)});if(m==="full"||m==="compact")document.currentScript.parentElement.dataset.mode=m}catch(e){}`;
  return (
    <div data-view-root={storageKey} data-mode="auto">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script with no user input */}
      <script dangerouslySetInnerHTML={{ __html: script }} />
      {children}
    </div>
  );
}

/** The sticky bar of full mode that returns to the compact estimate. */
export function CompactBar({ storageKey }: { storageKey: string }) {
  return (
    <div className="full-only sticky top-16 z-30 border-brand-100 border-b bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2 text-sm">
        <span className="text-slate-600">Just want a price?</span>
        <ModeButton storageKey={storageKey} to="compact" className="font-semibold text-brand-700 underline">
          Switch to compact estimate
        </ModeButton>
      </div>
    </div>
  );
}

export { ModeButton };
