import type { Metadata } from "next";
import { NotFoundBody } from "@/components/layout/not-found-body";
import { NotFoundShell } from "@/components/layout/not-found-shell";
import { MainUnderConsole } from "@/components/layout/site-chrome";

export const metadata: Metadata = { title: "Page Not Found", robots: { index: false } };

export default function NotFound() {
  return (
    <MainUnderConsole>
      <NotFoundShell>
        <NotFoundBody path="" />
      </NotFoundShell>
    </MainUnderConsole>
  );
}
