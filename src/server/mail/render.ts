import "server-only";
import { render, toPlainText } from "@react-email/render";
import { type ComponentProps, createElement, type FunctionComponent } from "react";
import * as Templates from "./templates";

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
/** Every template is rendered by some email, so all of them are loaded anyway. */
const byName: Record<TemplateName, FunctionComponent<never>> = Templates;

/**
 * An email's HTML and text parts from its template: the text part is read off the HTML React
 * rendered (and escaped), so the two always say the same.
 */
export async function renderEmail<K extends TemplateName>(
  name: K,
  props: ComponentProps<(typeof Templates)[K]>,
): Promise<{ html: string; text: string }> {
  const template = byName[name] as FunctionComponent<object>;
  const html = await render(createElement(template, props as object));
  return { html, text: toPlainText(html, TEXT_OPTIONS) };
}
