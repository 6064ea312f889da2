import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import type { InvoiceKind, InvoiceTitleKind } from '@mall/contract/invoice/invoice-fields';
import type { Localized } from '@mall/contract/platform/languages';

/**
 * An invoice or a credit note as a PDF (pdfkit). Its labels are in the three languages of the shop at once (English,
 * Chinese, Japanese), its names as they were written in each, so one document serves a shopper of any of them and
 * the shop's books alike. Text is set in Noto Sans CJK SC (the @embedpdf/fonts-sc package: OTF fonts covering
 * Chinese, Japanese kana and kanji and Latin); pdfkit embeds only the glyphs used (a subset), so a document is some
 * tens of kilobytes.
 */

export interface InvoiceDocumentInput {
  kind: InvoiceKind;
  /** The printed number (invoiceNumberText). */
  number: string;
  /** A credit note: the number of the invoice it corrects. */
  creditOfNumber: string | null;
  issuedAt: Date;
  orderNo: string;
  seller: { name: Localized; address: Localized; phone: string };
  buyer: { kind: InvoiceTitleKind; name: string; taxNo: string; email: string };
  lines: readonly { title: Localized; specName: Localized; quantity: number; amount: number }[];
  /** An invoice's sums (goods, less coupons, plus delivery, less refunds); a credit note shows its total only. */
  sums: { goods: number; coupons: number; delivery: number; refunded: number } | null;
  total: number;
  currency: { code: string; decimals: number };
}

const require = createRequire(import.meta.url);
let fonts: { regular: fontkit.Font; bold: fontkit.Font } | undefined;

/**
 * The fonts, read and parsed once per process (parsing an 8 MB font for every document cost about 120 ms a font): the
 * package's entry is dist/index.*, its fonts beside dist. pdfkit takes a parsed fontkit font as it takes a file.
 */
function loadFonts(): { regular: fontkit.Font; bold: fontkit.Font } {
  if (!fonts) {
    const dir = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');
    const open = (file: string) => fontkit.create(fs.readFileSync(path.join(dir, file))) as fontkit.Font;
    fonts = { regular: open('NotoSansHans-Regular.otf'), bold: open('NotoSansHans-Bold.otf') };
  }
  return fonts;
}

/** The name of the embedded font, for tests that check it is there. */
export const INVOICE_FONT_NAME = 'NotoSansHans';

// Each label in English, Chinese and Japanese; the same word twice (数量) is printed once.
const TEXTS = {
  invoice: ['INVOICE', '发票', '請求書'],
  credit_note: ['CREDIT NOTE', '红字发票', '返金伝票'],
  number: ['No.', '号码', '番号'],
  date: ['Date', '日期', '発行日'],
  order: ['Order', '订单号', '注文番号'],
  creditOf: ['Corrects invoice', '冲减发票', '訂正対象の請求書'],
  seller: ['Seller', '销售方', '販売者'],
  buyer: ['Buyer', '购买方', '購入者'],
  personal: ['Individual', '个人', '個人'],
  taxNo: ['Tax number', '税号', '税番号'],
  email: ['Email', '邮箱', 'メール'],
  item: ['Item', '商品', '品目'],
  quantity: ['Qty', '数量', '数量'],
  amount: ['Amount', '金额', '金額'],
  goods: ['Goods', '商品金额', '商品金額'],
  coupons: ['Discounts', '优惠', '割引'],
  delivery: ['Delivery', '运费', '送料'],
  refunded: ['Refunded', '已退款', '返金済み'],
  total: ['Total', '合计', '合計'],
  creditTotal: ['Credited', '冲减金额', '返金額'],
} satisfies Record<string, [string, string, string]>;

const label = (key: keyof typeof TEXTS): string => [...new Set(TEXTS[key])].join(' · ');

const creditNoteText = (of: string) =>
  `This credit note corrects invoice ${of} by the amount refunded. 本红字发票按退款金额冲减发票 ${of}。この返金伝票は請求書 ${of} を返金額だけ訂正します。`;

/** Every language's text of a name, each once, in the order en, zh, ja ("Tea House / 茶馆 / 茶房"). */
function allLanguages(value: Localized): string {
  return [...new Set([value.en, value.zh, value.ja].map((v) => v?.trim()).filter((v): v is string => !!v))].join(' / ');
}

function money(amount: number, currency: { code: string; decimals: number }): string {
  const value = amount / 10 ** currency.decimals;
  return `${currency.code} ${value.toLocaleString('en-US', { minimumFractionDigits: currency.decimals, maximumFractionDigits: currency.decimals })}`;
}

/** Renders the document; answers the PDF's bytes. */
export async function renderInvoicePdf(input: InvoiceDocumentInput): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const title = `${input.kind === 'invoice' ? 'Invoice' : 'Credit note'} ${input.number}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    compress: true,
    lang: 'en',
    displayTitle: true,
    info: { Title: title, Subject: `Order ${input.orderNo}`, Creator: 'mall', Producer: 'mall' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  // @types/pdfkit does not list a parsed font among the sources pdfkit takes.
  doc.registerFont('regular', regular as unknown as Buffer);
  doc.registerFont('bold', bold as unknown as Buffer);

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const grey = '#555555';

  doc.font('bold').fontSize(20).fillColor('#111111').text(label(input.kind), left, 48, { width });
  doc.moveDown(0.6);
  const facts: [string, string][] = [
    [label('number'), input.number],
    [label('date'), input.issuedAt.toISOString().slice(0, 10)],
    [label('order'), input.orderNo],
  ];
  if (input.creditOfNumber) facts.push([label('creditOf'), input.creditOfNumber]);
  for (const [caption, value] of facts) {
    const y = doc.y;
    doc.font('regular').fontSize(9).fillColor(grey).text(caption, left, y, { width: 200 });
    doc.font('bold').fontSize(10).fillColor('#111111').text(value, left + 210, y, { width: width - 210 });
    doc.moveDown(0.2);
  }

  const party = (caption: string, lines: string[]) => {
    doc.moveDown(0.8);
    doc.font('regular').fontSize(9).fillColor(grey).text(caption, left, doc.y, { width });
    doc.font('bold').fontSize(11).fillColor('#111111').text(lines[0]!, { width });
    for (const line of lines.slice(1)) doc.font('regular').fontSize(9).fillColor('#333333').text(line, { width });
  };
  party(label('seller'), [allLanguages(input.seller.name), allLanguages(input.seller.address), input.seller.phone].filter((l) => l !== ''));
  party(label('buyer'), [
    input.buyer.name,
    input.buyer.kind === 'company' ? `${label('taxNo')}: ${input.buyer.taxNo}` : label('personal'),
    ...(input.buyer.email ? [`${label('email')}: ${input.buyer.email}`] : []),
  ]);

  // The lines: item (title and spec), quantity, amount.
  doc.moveDown(1.2);
  const qtyX = left + width - 220;
  const amountX = left + width - 120;
  const header = doc.y;
  doc.font('regular').fontSize(8.5).fillColor(grey);
  doc.text(label('item'), left, header, { width: qtyX - left - 8 });
  doc.text(label('quantity'), qtyX, header, { width: 90, align: 'right' });
  doc.text(label('amount'), amountX, header, { width: 120, align: 'right' });
  doc.moveTo(left, doc.y + 3).lineTo(left + width, doc.y + 3).strokeColor('#999999').lineWidth(0.5).stroke();
  doc.moveDown(0.5);
  for (const line of input.lines) {
    if (doc.y > doc.page.height - 160) doc.addPage();
    const y = doc.y;
    doc.font('regular').fontSize(10).fillColor('#111111').text(allLanguages(line.title), left, y, { width: qtyX - left - 8 });
    const spec = allLanguages(line.specName);
    if (spec) doc.fontSize(8.5).fillColor(grey).text(spec, { width: qtyX - left - 8 });
    const bottom = doc.y;
    doc.fontSize(10).fillColor('#111111').text(String(line.quantity), qtyX, y, { width: 90, align: 'right' });
    doc.text(money(line.amount, input.currency), amountX, y, { width: 120, align: 'right' });
    doc.y = Math.max(bottom, doc.y);
    doc.moveDown(0.4);
  }
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor('#999999').lineWidth(0.5).stroke();
  doc.moveDown(0.5);

  const sum = (caption: string, amount: number, strong = false) => {
    const y = doc.y;
    doc.font(strong ? 'bold' : 'regular').fontSize(strong ? 12 : 9.5).fillColor(strong ? '#111111' : '#333333');
    doc.text(caption, left + width - 380, y, { width: 250, align: 'right' });
    doc.text(money(amount, input.currency), amountX - 10, y, { width: 130, align: 'right' });
    doc.moveDown(0.25);
  };
  if (input.sums) {
    sum(label('goods'), input.sums.goods);
    if (input.sums.coupons) sum(label('coupons'), -input.sums.coupons);
    if (input.sums.delivery) sum(label('delivery'), input.sums.delivery);
    if (input.sums.refunded) sum(label('refunded'), -input.sums.refunded);
    sum(label('total'), input.total, true);
  } else {
    sum(label('creditTotal'), -input.total, true);
  }
  if (input.creditOfNumber) {
    doc.moveDown(1.2);
    doc.font('regular').fontSize(9).fillColor('#333333').text(creditNoteText(input.creditOfNumber), left, doc.y, { width });
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
