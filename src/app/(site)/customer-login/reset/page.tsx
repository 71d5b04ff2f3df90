import type { Metadata } from "next";
import Link from "next/link";
import { ResetPasswordForm } from "@/components/account/reset-password-form";

export const metadata: Metadata = {
  title: "Choose a new password",
  robots: { index: false },
  // The token is in this page's address: send no part of it along with a link followed from here.
  referrer: "no-referrer",
};

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token, verified } = await searchParams;
  const valid = typeof token === "string" && /^[A-Za-z0-9_-]{8,200}$/.test(token);
  // From a verification link opened in a browser not signed in to the account (src/server/auth.ts):
  // the address is proven, the password it was created with was not, so it no longer works.
  const fromVerification = verified === "1";
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="font-bold text-3xl">{fromVerification ? "Your email is verified" : "Choose a new password"}</h1>
      {valid ? (
        <>
          <p className="mt-2 text-slate-700">
            {fromVerification
              ? "To keep this account yours, choose its password now. The password it was created with no longer works, and every device is signed out."
              : "Choosing a new password signs you out on every device."}
          </p>
          <div className="mt-6">
            <ResetPasswordForm token={token} />
          </div>
        </>
      ) : (
        <p className="mt-4 text-slate-700">
          This link is not complete. Open the link from your email again, or{" "}
          <Link href="/customer-login" className="font-medium text-brand-700 underline">
            ask for a new one on the sign-in page
          </Link>
          .
        </p>
      )}
    </div>
  );
}
