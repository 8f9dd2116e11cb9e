/**
 * What frames a resource's body: the front cover, the back cover with the contacts, and the running header
 * and footer of every page between them, in the PDF's words (docs/decisions/0007-pdfs.md).
 */
import { brand } from "../../content/brand.ts";
import type { Lang } from "../../core/routing/pages.ts";
import { whatsappChatUrl } from "../contact/whatsapp.ts";
import { pdfText } from "./pdf-characters.server.ts";
import { drawLines, drawMark, drawTick, rings, write } from "./pdf-draw.server.ts";
import { curlyQuotes, textRuns, type RenderContext } from "./pdf-inline.server.ts";
import { capHeight, color, contentWidth, font, margin, page, plainStyle } from "./pdf-layout.server.ts";
import { fitText, textHeight, type Measure, type TextBlock } from "./pdf-measure.server.ts";
import type { ResourceDocument } from "./resource-document.server.ts";

/** The PDF's own words in each language: the kinds, the cover's list, the page label, the closing. */
export const pdfWords = {
  en: {
    kind: { ebook: "E-book", checklist: "Checklist", template: "Template", calculator: "Calculator sheet" },
    learn: "What you will learn",
    pageOf: (n: number, total: number) => `Page ${n} of ${total}`,
    closingTitle: "Put it into practice with Regu",
    closingText: "Talk to our team about your company\u2019s attendance, leave, overtime and payroll.",
    email: "Email",
    whatsapp: "WhatsApp",
    website: "Website",
  },
  id: {
    kind: {
      ebook: "E-book",
      checklist: "Daftar periksa",
      template: "Templat",
      calculator: "Lembar perhitungan",
    },
    learn: "Yang akan Anda pelajari",
    pageOf: (n: number, total: number) => `Halaman ${n} dari ${total}`,
    closingTitle: "Terapkan bersama Regu",
    closingText: "Bicarakan absensi, cuti, lembur, dan penggajian perusahaan Anda dengan tim kami.",
    email: "Email",
    whatsapp: "WhatsApp",
    website: "Situs web",
  },
} satisfies Record<Lang, unknown>;

/** The document being drawn, and what its covers, header and footers name. */
export interface PdfFrame {
  doc: PDFKit.PDFDocument;
  /** The document's one measure, shared with the body. */
  measure: Measure;
  resource: ResourceDocument;
  context: RenderContext;
  words: (typeof pdfWords)[Lang];
}

/** The brand, the kind and the title at the top of every page between the covers. */
export function drawRunningHeader({ doc, resource, words }: PdfFrame): void {
  const top = 34;
  drawMark(doc, margin.left, top, 15, { badge: color.brand600, hole: color.white, head: color.accent });
  write(doc, brand.name, margin.left + 20, top + 11.5, font.bold, 10.5, color.ink);
  const kind = words.kind[resource.data.kind].toUpperCase();
  const kindWidth = doc.font(font.bold).fontSize(7.5).widthOfString(kind, { characterSpacing: 0.8 });
  const titleRoom = contentWidth - 90 - kindWidth - 14;
  const title = fitText(doc, pdfText(resource.data.title), font.regular, 8.5, titleRoom);
  const titleWidth = doc.font(font.regular).fontSize(8.5).widthOfString(title);
  const right = margin.left + contentWidth;
  write(doc, kind, right - kindWidth, top + 10.5, font.bold, 7.5, color.brand600, 0.8);
  write(doc, title, right - kindWidth - 12 - titleWidth, top + 10.5, font.regular, 8.5, color.muted);
  doc.circle(right - kindWidth - 6, top + 7.8, 1.3).fill(color.line);
  doc
    .moveTo(margin.left, top + 24)
    .lineTo(right, top + 24)
    .lineWidth(0.75)
    .strokeColor(color.line)
    .stroke();
}

/**
 * The brand, the site and "Page 3 of 12" at the foot of every page between the covers, drawn once the
 * page count is known.
 */
export function drawFooters({ doc, context, words }: PdfFrame): void {
  const range = doc.bufferedPageRange();
  const host = new URL(context.siteUrl).host;
  const line = page.height - 50;
  for (let index = range.start; index < range.start + range.count; index += 1) {
    // The covers, the first page and the last, have neither.
    if (index === range.start || index === range.start + range.count - 1) continue;
    doc.switchToPage(index);
    doc
      .moveTo(margin.left, line)
      .lineTo(page.width - margin.right, line)
      .lineWidth(0.75)
      .strokeColor(color.line)
      .stroke();
    const baseline = line + 17;
    write(doc, brand.name, margin.left, baseline, font.bold, 8.5, color.brand600);
    const nameWidth = doc.font(font.bold).fontSize(8.5).widthOfString(brand.name);
    const rest = `  \u00b7  ${host}`;
    write(doc, rest, margin.left + nameWidth, baseline, font.regular, 8.5, color.muted);
    const restWidth = doc.font(font.regular).fontSize(8.5).widthOfString(rest);
    doc.link(margin.left, baseline - 9, nameWidth + restWidth, 12, context.siteUrl);
    const label = words.pageOf(index - range.start + 1, range.count);
    const labelWidth = doc.font(font.regular).fontSize(8.5).widthOfString(label);
    write(doc, label, page.width - margin.right - labelWidth, baseline, font.regular, 8.5, color.muted);
  }
}

/** The front cover: the brand, the kind, title and summary on the hero, and the card of `listTitle`. */
export function drawCover({ doc, measure, resource, context, words }: PdfFrame, listTitle: string): void {
  const { data } = resource;
  doc.addPage();
  const heroHeight = 470;
  const glow = { x: page.width * 0.85, y: heroHeight * 0.1 };
  const hero = doc.radialGradient(glow.x, glow.y, 0, glow.x, glow.y, 640);
  hero.stop(0, color.brand500).stop(0.38, color.brand600).stop(1, color.brand900);
  doc.rect(0, 0, page.width, heroHeight).fill(hero);
  doc.save();
  doc.rect(0, 0, page.width, heroHeight).clip();
  rings(doc, glow.x, glow.y, [120, 200, 290, 390]);
  doc.restore();

  drawMark(doc, margin.left, 54, 34, { badge: color.white, hole: hero });
  write(doc, brand.name, margin.left + 42.5, 54 + 25.5, font.bold, 25, color.white, -0.5);

  const textWidth = 430;
  const title = measure.block(
    [{ text: pdfText(data.title), style: plainStyle(color.white, { bold: true }) }],
    32,
    1.16,
    contentWidth,
  );
  const summary = measure.block(
    // Fill-in fields would glare on the dark hero; they show on the white half of the cover.
    curlyQuotes(textRuns(data.summary, plainStyle(color.brand100), { ...context, placeholders: false })),
    12.5,
    1.5,
    textWidth,
  );
  const pillHeight = 21;
  const blockHeight = pillHeight + 20 + textHeight(title) + 16 + textHeight(summary);
  // Bottom-aligned in the hero, but never over the logo.
  let y = Math.max(heroHeight - 50 - blockHeight, 120);

  const kind = words.kind[data.kind].toUpperCase();
  const kindWidth = doc.font(font.bold).fontSize(8.5).widthOfString(kind, { characterSpacing: 1.2 });
  doc.roundedRect(margin.left, y, kindWidth + 22, pillHeight, pillHeight / 2).fill(color.accent);
  const pillBaseline = y + pillHeight / 2 + (capHeight * 8.5) / 2;
  write(doc, kind, margin.left + 11, pillBaseline, font.bold, 8.5, color.ink, 1.2);
  y += pillHeight + 20;
  drawLines(doc, title, margin.left, y);
  y += textHeight(title) + 16;
  drawLines(doc, summary, margin.left, y);

  // What the reader will learn, on a card that gives the white half of the page its shape.
  const pad = 26;
  const icon = 34;
  const itemGap = 12;
  const cardTop = heroHeight + 36;
  const legalBaseline = page.height - 44;
  const layoutItems = (size: number) =>
    data.learn.map((item) =>
      measure.block(
        curlyQuotes(textRuns(item, plainStyle(color.ink), context)),
        size,
        1.4,
        contentWidth - pad * 2 - icon,
      ),
    );
  const heightOf = (items: TextBlock[]) =>
    pad + 20 + items.reduce((sum, item) => sum + textHeight(item), 0) + itemGap * (items.length - 1) + pad;
  // Five long points must still leave the foot of the cover clear: the type gives way first.
  let items = layoutItems(12);
  for (let size = 11.5; size >= 10 && cardTop + heightOf(items) > legalBaseline - 50; size -= 0.5) {
    items = layoutItems(size);
  }
  const cardHeight = heightOf(items);
  doc.roundedRect(margin.left, cardTop, contentWidth, cardHeight, 14).fill(color.surface);
  doc
    .roundedRect(margin.left, cardTop, contentWidth, cardHeight, 14)
    .lineWidth(0.75)
    .strokeColor(color.line)
    .stroke();
  const left = margin.left + pad;
  write(doc, listTitle.toUpperCase(), left, cardTop + pad + 6.5, font.bold, 9, color.brand600, 1.2);
  y = cardTop + pad + 20;
  for (const item of items) {
    drawLines(doc, item, left + icon, y);
    drawTick(doc, left + 10, y + item.lineHeight / 2);
    y += textHeight(item) + itemGap;
  }

  doc
    .moveTo(margin.left, legalBaseline - 34)
    .lineTo(page.width - margin.right, legalBaseline - 34)
    .lineWidth(0.75)
    .strokeColor(color.line)
    .stroke();
  write(doc, brand.tagline[resource.lang], margin.left, legalBaseline - 14, font.bold, 9.5, color.ink);
  write(doc, brand.legalName, margin.left, legalBaseline, font.regular, 8.5, color.muted);
  const host = new URL(context.siteUrl).host;
  const hostWidth = doc.font(font.bold).fontSize(9.5).widthOfString(host);
  const hostLeft = page.width - margin.right - hostWidth;
  write(doc, host, hostLeft, legalBaseline - 14, font.bold, 9.5, color.brand600);
  doc.link(hostLeft, legalBaseline - 24, hostWidth, 13, context.siteUrl);
}

/**
 * The contacts, always on a back cover that matches the front one: a panel after the last words would
 * fit on one language's last page and not on the other's, and the two versions of a resource would then
 * differ by a page.
 */
export function drawBackCover(frame: PdfFrame): void {
  const { doc, measure, resource, words } = frame;
  doc.addPage();
  const centre = { x: page.width / 2, y: page.height * 0.3 };
  const glow = doc.radialGradient(centre.x, centre.y, 0, centre.x, centre.y, 760);
  glow.stop(0, color.brand500).stop(0.38, color.brand600).stop(1, color.brand900);
  doc.rect(0, 0, page.width, page.height).fill(glow);
  rings(doc, centre.x, centre.y, [140, 230, 330, 440, 560]);

  const markSize = 58;
  drawMark(doc, centre.x - markSize / 2, centre.y - markSize / 2, markSize, {
    badge: color.white,
    hole: glow,
  });
  let y = centre.y + markSize / 2 + 44;
  const title = measure.block(
    [{ text: pdfText(words.closingTitle), style: plainStyle(color.white, { bold: true }) }],
    28,
    1.25,
    contentWidth,
  );
  drawLines(doc, title, margin.left, y, contentWidth);
  y += textHeight(title) + 12;
  const closingText = pdfText(`${brand.tagline[resource.lang]} ${words.closingText}`);
  const text = measure.block([{ text: closingText, style: plainStyle(color.brand100) }], 12.5, 1.5, 380);
  drawLines(doc, text, (page.width - 380) / 2, y, 380);
  y += textHeight(text) + 40;

  const cardHeight = 84;
  doc.roundedRect(margin.left, y, contentWidth, cardHeight, 14).fill(color.white);
  drawContacts(frame, margin.left + 28, y + 24, contentWidth - 56, {
    label: color.brand600,
    value: color.ink,
  });

  const legal = pdfText(brand.legalName);
  const legalWidth = doc.font(font.regular).fontSize(8.5).widthOfString(legal);
  write(doc, legal, (page.width - legalWidth) / 2, page.height - 48, font.regular, 8.5, color.brand100);
}

/** The mail address, WhatsApp and the site, side by side, each a link. */
function drawContacts(
  { doc, resource, context, words }: PdfFrame,
  x: number,
  y: number,
  width: number,
  tone: { label: string; value: string },
): void {
  const host = new URL(context.siteUrl).host;
  const contacts = [
    { label: words.email, value: brand.salesEmail, url: `mailto:${brand.salesEmail}` },
    { label: words.whatsapp, value: brand.whatsapp.display, url: whatsappChatUrl(resource.lang) },
    { label: words.website, value: host, url: context.siteUrl },
  ];
  const column = width / contacts.length;
  contacts.forEach((contact, index) => {
    const left = x + column * index;
    write(doc, contact.label.toUpperCase(), left, y + 7, font.bold, 7.5, tone.label, 0.9);
    const value = fitText(doc, pdfText(contact.value), font.bold, 11.5, column - 10);
    write(doc, value, left, y + 27, font.bold, 11.5, tone.value);
    const valueWidth = doc.font(font.bold).fontSize(11.5).widthOfString(value);
    doc.link(left, y + 14, valueWidth, 16, contact.url);
  });
}
