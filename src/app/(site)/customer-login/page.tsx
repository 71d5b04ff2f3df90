import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthTabs } from "@/components/account/auth-tabs";
import { landingAfterSignIn, safeReturnPath } from "@/domain/accounts/return-path";
import { pageMetadata } from "@/domain/seo/metadata";
import { pageIdentity } from "@/server/business/site-content";
import { getSessionUser } from "@/server/session";

export function generateMetadata(): Metadata {
  return pageMetadata(
    {
      title: "Sign In or Create an Account",
      description:
        "Sign in to book your air duct or dryer vent cleaning, see your appointments and manage your profile.",
      path: "/customer-login",
    },
    pageIdentity(),
  );
}

export default async function CustomerLoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const next = safeReturnPath(params.next);
  const user = await getSessionUser();
  if (user) redirect(landingAfterSignIn(next, user.role));
  const booking = next.startsWith("/book-service");
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="font-bold text-3xl">{booking ? "Sign in to book" : "Your account"}</h1>
      <p className="mt-2 text-slate-700">
        {booking
          ? "Sign in to pick your appointment. Your estimate is kept."
          : "Sign in to see your bookings and profile."}
      </p>
      <div className="mt-6">
        <AuthTabs next={next} initialTab="signin" />
      </div>
    </div>
  );
}
