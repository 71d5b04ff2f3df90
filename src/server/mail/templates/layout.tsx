import "server-only";
import { Body, Button, Container, Head, Heading, Hr, Html, Img, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { lookOf } from "@/domain/business/brand";
import { footerLine } from "@/domain/business/identity";
import { pageIdentity } from "@/server/business/site-content";
import { env } from "@/server/env";

// The frame of every customer email: heading, body, the price terms when the booking has them,
// and the footer with the business's phone and hours. Inline styles only: mail clients drop
// <style> and classes.

const colors = { ink: "#0f172a", muted: "#475569", line: "#e2e8f0", page: "#f8fafc", brand: "#0f5e9c" };

export type Row = readonly [label: string, value: string];
export interface EmailLink {
  text: string;
  href: string;
}

export function EmailLayout(props: {
  heading: string;
  /** The line inbox lists show beside the subject. */
  preview?: string;
  /** What lowered the price (an offer, a quote, the recurring discount), said before the footer. */
  terms?: string | null;
  children: ReactNode;
}) {
  const who = pageIdentity();
  const look = lookOf(who);
  // The owner's logo (decision 0041), from the site: the mail carries no copy of it.
  const logoHeight = 40;
  return (
    <Html lang="en">
      <Head>
        <title>{props.heading}</title>
      </Head>
      {props.preview ? <Preview>{props.preview}</Preview> : null}
      <Body
        style={{
          margin: 0,
          padding: "16px 8px",
          background: colors.page,
          fontFamily: "Arial, Helvetica, sans-serif",
          fontSize: "16px",
          lineHeight: "1.5",
          color: colors.ink,
        }}
      >
        <Container
          style={{
            maxWidth: "600px",
            background: "#ffffff",
            border: `1px solid ${colors.line}`,
            borderRadius: "8px",
            padding: "20px",
          }}
        >
          {look.logo ? (
            <Img
              src={new URL(look.logo.url, env.SITE_URL).toString()}
              alt={who.brand}
              height={logoHeight}
              width={Math.round((look.logo.width / look.logo.height) * logoHeight)}
              style={{ margin: "0 0 16px" }}
            />
          ) : null}
          <Heading as="h1" style={{ fontSize: "22px", lineHeight: "1.3", margin: "0 0 12px" }}>
            {props.heading}
          </Heading>
          {props.children}
          {props.terms ? <P>{props.terms}</P> : null}
          <Hr style={{ borderColor: colors.line, margin: "20px 0 12px" }} />
          <Text style={{ margin: 0, color: colors.muted, fontSize: "14px" }}>
            {footerLine(who)}
            {look.hours ? (
              <>
                <br />
                {look.hours}
              </>
            ) : null}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function P({ children }: { children: ReactNode }) {
  return <Text style={{ margin: "0 0 12px", fontSize: "16px", lineHeight: "1.5" }}>{children}</Text>;
}

/** The facts of the email (reference, when, where...), label beside value. */
export function Facts({ rows }: { rows: readonly Row[] }) {
  if (rows.length === 0) return null;
  return (
    <table
      className="facts"
      role="presentation"
      style={{ borderCollapse: "collapse", margin: "8px 0 16px", width: "100%" }}
    >
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th
              scope="row"
              style={{
                textAlign: "left",
                verticalAlign: "top",
                padding: "4px 12px 4px 0",
                color: colors.muted,
                fontWeight: 600,
                whiteSpace: "nowrap",
              }}
            >
              {`${label}:`}
            </th>
            <td style={{ padding: "4px 0", overflowWrap: "anywhere" }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A titled part of the email: paragraphs, a list, or both. */
export function Part(props: { title: string; paragraphs?: readonly string[]; items?: readonly string[] }) {
  return (
    <Section>
      <Heading as="h2" style={{ fontSize: "17px", lineHeight: "1.3", margin: "20px 0 8px" }}>
        {props.title}
      </Heading>
      {(props.paragraphs ?? []).map((p) => (
        <P key={p}>{p}</P>
      ))}
      {props.items ? (
        <ul style={{ margin: "0 0 12px", paddingLeft: "20px" }}>
          {props.items.map((item) => (
            <li key={item} style={{ margin: "0 0 6px" }}>
              {item}
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

/** The email's actions as buttons; the text part prints each with its address. */
export function Buttons({ links }: { links: readonly EmailLink[] }) {
  if (links.length === 0) return null;
  return (
    <Section style={{ margin: "8px 0" }}>
      {links.map((link) => (
        <Button
          key={link.href}
          className="button"
          href={link.href}
          style={{
            display: "inline-block",
            margin: "0 8px 8px 0",
            padding: "10px 14px",
            borderRadius: "6px",
            background: lookOf(pageIdentity()).colour ?? colors.brand,
            color: "#ffffff",
            textDecoration: "none",
            fontWeight: 600,
          }}
        >
          {link.text}
        </Button>
      ))}
    </Section>
  );
}
