import { createElement, type SVGProps } from "react";
import { LINE_ICONS, type LineIconName } from "./line-icon-data";

/**
 * A lucide icon drawn as plain SVG by the server: no component runtime reaches the browser.
 * Decorative (aria-hidden): the text beside it says what it means.
 * For server components only (client components use ./icons.tsx, which carries only its own shapes).
 */
export function LineIcon({ name, ...props }: { name: LineIconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {LINE_ICONS[name].map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}
