// The HTML part of every mail, from the same words as its plain-text part: the brand name on top,
// the text's paragraphs (addresses in them made links), an optional photo and button, and a footer.
// Plain inline styles and tables only: that is what mail clients render alike.

export interface MailContent {
  brandName: string;
  text: string;
  image?: { src: string; alt: string };
  button?: { href: string; label: string };
  /** Small print under the text, such as the unsubscribe link. */
  footer?: { text: string; href?: string; label?: string };
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** Escapes a paragraph, keeps its line breaks and turns its http(s) addresses into links. */
function paragraphHtml(paragraph: string) {
  return paragraph
    .split(/(https?:\/\/[^\s<>"]+)/)
    .map((part, i) =>
      i % 2 === 1
        ? `<a href="${escapeHtml(part)}" style="color:#8a6d3b">${escapeHtml(part)}</a>`
        : escapeHtml(part),
    )
    .join("")
    .replace(/\n/g, "<br>");
}

export function renderMailHtml({ brandName, text, image, button, footer }: MailContent) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p style="margin:0 0 16px;line-height:1.6">${paragraphHtml(p)}</p>`)
    .join("");
  const photo = image
    ? `<img src="${escapeHtml(image.src)}" alt="${escapeHtml(image.alt)}" width="520" style="display:block;width:100%;max-width:520px;height:auto;margin:0 0 20px">`
    : "";
  const action = button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(button.href)}" style="background:#1a1a1a;color:#faf7f2;padding:12px 24px;text-decoration:none;letter-spacing:2px;text-transform:uppercase;font-size:13px">${escapeHtml(button.label)}</a></p>`
    : "";
  const small = footer
    ? `<p style="margin:24px 0 0;font-size:12px;color:#777">${escapeHtml(footer.text)}${
        footer.href
          ? ` <a href="${escapeHtml(footer.href)}" style="color:#777">${escapeHtml(footer.label ?? footer.href)}</a>`
          : ""
      }</p>`
    : "";
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body style="margin:0;background:#faf7f2;font-family:Georgia,serif;color:#1a1a1a"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;padding:32px"><tr><td><p style="margin:0 0 24px;font-size:20px;letter-spacing:4px;text-transform:uppercase">${escapeHtml(brandName)}</p>${photo}${paragraphs}${action}${small}</td></tr></table></td></tr></table></body></html>`;
}
