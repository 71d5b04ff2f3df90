import type { Metadata } from "next";
import { HomePage, homeMetadata } from "@/components/home/home-page";
import { allCombos } from "@/domain/experiments/experiments";

export const generateMetadata = (): Metadata => homeMetadata();
export const dynamicParams = false;

export function generateStaticParams() {
  return allCombos().map((combo) => ({ combo }));
}

export default async function HomeVariant({ params }: { params: Promise<{ combo: string }> }) {
  return <HomePage combo={(await params).combo} />;
}
