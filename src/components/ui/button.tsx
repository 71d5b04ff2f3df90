import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "outline" | "quiet" | "accent" | "light" | "danger";
export type ButtonSize = "lg" | "md" | "sm";

const VARIANT: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  outline: "border border-brand-600 text-brand-700 hover:bg-brand-50",
  quiet: "border border-slate-300 hover:bg-slate-50",
  accent: "bg-accent-600 text-white hover:bg-accent-700",
  light: "bg-white text-brand-800 hover:bg-brand-50",
  danger: "border border-red-300 text-red-800 hover:bg-red-50",
};

const SIZE: Record<ButtonSize, string> = {
  lg: "px-6 py-3",
  md: "px-4 py-2",
  sm: "px-3 py-1 text-xs",
};

/**
 * The site's one button look, for <button> and for links that act as buttons
 * (`<Link className={buttonClass(...)}>`), so the classes live here and nowhere else.
 */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "lg", extra = ""): string {
  return `inline-flex items-center justify-center gap-2 rounded-full font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${VARIANT[variant]} ${SIZE[size]} ${extra}`.trim();
}

export function Button({
  variant = "primary",
  size = "lg",
  className = "",
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}
