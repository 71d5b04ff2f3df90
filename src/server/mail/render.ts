import "server-only";
import { type ComponentProps, createElement, type FunctionComponent } from "react";
import type * as Templates from "./templates";

// How the text part reads the HTML: React Email lays a message out in tables, read here as plain
// blocks; headings as written (html-to-text shouts them by default); the facts table as
// "Label: value" columns; list items behind "- "; each button on a line of its own with its address.
interface TextBuilder {
  openBlock(options: { leadingLineBreaks: number }): void;
  addInline(text: string, options?: { noWordTransform?: boolean }): void;
  closeBlock(options: { trailingLineBreaks: number }): void;
}
interface TextNode {
  children: TextNode[];
  attribs?: Record<string, string>;
}

const TEXT_OPTIONS = {
  formatters: {
    button(elem: TextNode, walk: (nodes: TextNode[], builder: TextBuilder) => void, builder: TextBuilder) {
      builder.openBlock({ leadingLineBreaks: 1 });
      walk(elem.children, builder);
      builder.addInline(`: ${elem.attribs?.href ?? ""}`, { noWordTransform: true });
      builder.closeBlock({ trailingLineBreaks: 1 });
    },
  },
  selectors: [
    ...["table", "tbody", "tr", "td"].map((selector) => ({ selector, format: "block" })),
    ...["h1", "h2"].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: "table.facts", format: "dataTable", options: { uppercaseHeaderCells: false, maxColumnWidth: 200 } },
    { selector: "ul", options: { itemPrefix: "- " } },
    { selector: "a.button", format: "button" },
  ],
};

type TemplateName = keyof typeof Templates;

/**
 * An email's HTML and text parts from its template: the text part is read off the HTML React
 * rendered (and escaped), so the two always say the same. The templates and React Email are
 * imported here, when an email is rendered, not by the modules that queue emails: importing them
 * takes seconds on a loaded machine, and a route that answers without rendering one (a refusal,
 * a database that is down; src/server/http/routes.test.ts imports every route) need not pay it.
 */
export async function renderEmail<K extends TemplateName>(
  name: K,
  props: ComponentProps<(typeof Templates)[K]>,
): Promise<{ html: string; text: string }> {
  const [templates, { render, toPlainText }] = await loadEmailRenderer();
  const template = templates[name] as FunctionComponent<object>;
  const html = await render(createElement(template, props as object));
  return { html, text: toPlainText(html, TEXT_OPTIONS) };
}

/** The templates and React Email, imported once: the first call pays for the import. */
export const loadEmailRenderer = () => Promise.all([import("./templates"), import("@react-email/render")]);
