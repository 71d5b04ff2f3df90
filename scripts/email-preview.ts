// `npm run email:preview`: every email the outbox sends, rendered with sample data
// (src/server/mail/samples.ts), written as .html and .txt into .email-preview/ to open in a browser.
import fs from "node:fs";
import path from "node:path";
import { SAMPLE_EMAILS } from "@/server/mail/samples";

const dir = path.resolve(process.argv[2] ?? ".email-preview");
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
for (const [name, build] of Object.entries(SAMPLE_EMAILS)) {
  const mail = await build();
  const text = `Subject: ${mail.subject}\nTo: ${mail.to}\n\n${mail.text}\n`;
  fs.writeFileSync(path.join(dir, `${name}.txt`), text);
  console.log(path.join(dir, `${name}.txt`));
  if (mail.html) {
    fs.writeFileSync(path.join(dir, `${name}.html`), mail.html);
    console.log(path.join(dir, `${name}.html`));
  }
  for (const file of mail.attachments ?? []) {
    fs.writeFileSync(path.join(dir, `${name}-${file.filename}`), file.content);
    console.log(path.join(dir, `${name}-${file.filename}`));
  }
}
