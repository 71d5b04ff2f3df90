import { createElement, type SVGProps } from "react";
import { Icon } from "./icons";
import { LINE_ICONS, type LineIconName } from "./line-icon-data";

/**
 * A lucide icon drawn as plain SVG by the server: no component runtime reaches the browser.
 * Decorative (aria-hidden): the text beside it says what it means.
 * For server components only (client components use ./icons.tsx, which carries only its own shapes).
 */
export function LineIcon({ name, ...props }: { name: LineIconName } & SVGProps<SVGSVGElement>) {
  return <Icon {...props}>{LINE_ICONS[name].map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}</Icon>;
}
