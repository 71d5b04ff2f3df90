import type { Metadata } from "next";
import { HomePage, homeMetadata } from "@/components/home/home-page";
import { allCombos } from "@/domain/experiments/experiments";

export const generateMetadata = (): Metadata => homeMetadata();

// Normally the proxy rewrites "/" to the visitor's variant page; this renders the control.
export default function Home() {
  return <HomePage combo={allCombos()[0] as string} />;
}
