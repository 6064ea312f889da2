import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applyInvoice } from '@mall/contract/invoice/apply-invoice';
import { issueMerchantInvoice } from '@mall/contract/invoice/issue-merchant-invoice';
import { queryInvoiceTemplates } from '@mall/contract/invoice/query-invoice-templates';
import { queryInvoices } from '@mall/contract/invoice/query-invoices';
import { queryMerchantInvoices } from '@mall/contract/invoice/query-merchant-invoices';
import { updateInvoice } from '@mall/contract/invoice/update-invoice';
import { createTestApp } from '../../testing/test-app.ts';
import { COMPANY_TAX_NO, completedOrder, invoiceKey, requestCompanyInvoice } from '../../testing/invoice-test-kit.ts';
import { placeOrder } from '../../testing/order-test-orders.ts';
import { execute, shopper, signedPayment } from '../../testing/payment-test-kit.ts';
import { shippingGoods } from '../../testing/shipping-goods.ts';
import { merchantOfShop, otherMerchant } from '../../testing/test-merchants.ts';
import { invoice } from './invoice.tables.ts';

const t = await createTestApp();
const [[sku], [otherSku]] = await shippingGoods(t.db, 2, 0, { price: 1000, stock: 1000 });
const owner = await merchantOfShop(t, sku.shopId);
const stranger = await otherMerchant(t, sku.shopId);

describe('invoice/apply', () => {
  it('requests an invoice for a completed order, for what was paid, and answers a repeated request with the same invoice', async () => {
    const user = await shopper(t);
    const { orderId, paid } = await completedOrder(t, user, sku, 2);
    const requestKey = invoiceKey();
    const first = await requestCompanyInvoice(t, user, orderId, { requestKey, taxNo: '91330100ma2b-3c4d5n', email: 'Books@Example.COM' });
    expect(first.body.code, first.body.message).toBe(1000);
    expect(first.body.data).toMatchObject({
      kind: 'invoice',
      orderId,
      shopId: sku.shopId,
      status: 'requested',
      titleKind: 'company',
      taxNo: COMPANY_TAX_NO,
      email: 'books@example.com',
      amount: paid,
      invoiceNo: null,
      editable: true,
      pdfUrl: null,
    });
    expect(first.body.data!.orderNo).toMatch(/\d+/);
    expect(first.body.data!.shopName).not.toBe('');
    const again = await requestCompanyInvoice(t, user, orderId, { requestKey });
    expect(again.body.data!.invoiceId).toBe(first.body.data!.invoiceId);
    // Another request for the same order: one live invoice per order.
    expect((await requestCompanyInvoice(t, user, orderId)).body.code).toBe(4831);
    // The key of this request for another order is a mistake, not a new invoice.
    const other = await completedOrder(t, user, sku);
    expect((await requestCompanyInvoice(t, user, other.orderId, { requestKey })).body.code).toBe(4836);
  });

  it('leaves one invoice when ten requests for an order arrive at once', async () => {
    const user = await shopper(t);
    const { orderId } = await completedOrder(t, user, sku);
    const answers = await Promise.all(Array.from({ length: 10 }, () => requestCompanyInvoice(t, user, orderId)));
    expect(answers.filter((a) => a.body.code === 1000)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code !== 1000).every((a) => a.body.code === 4831)).toBe(true);
    expect(await t.db.select().from(invoice).where(eq(invoice.orderId, orderId))).toHaveLength(1);
  });

  it("refuses an order not completed, another shopper's order, and one that does not exist", async () => {
    const user = await shopper(t);
    const unpaid = await placeOrder(t, user, sku);
    expect((await requestCompanyInvoice(t, user, unpaid)).body.code).toBe(4830);
    const paidOnly = await placeOrder(t, user, sku);
    expect((await execute(t, await signedPayment(t, user, [paidOnly]))).body.code).toBe(1000);
    expect((await requestCompanyInvoice(t, user, paidOnly)).body.code).toBe(4830);
    const someoneElse = await shopper(t);
    const { orderId } = await completedOrder(t, someoneElse, sku);
    expect((await requestCompanyInvoice(t, user, orderId)).body.code).toBe(1004);
    expect((await requestCompanyInvoice(t, user, 2_000_000_000)).body.code).toBe(1004);
    expect(await t.db.select().from(invoice).where(eq(invoice.accountId, user.userId))).toEqual([]);
  });

  it('checks the title: a company needs a valid tax number, a person none; an email must be one', async () => {
    const user = await shopper(t);
    const { orderId } = await completedOrder(t, user, sku);
    for (const taxNo of ['', '123', '91330100MA2B3C4D5M', 'T7000012050003', '91330100MA2B3C4D5N!']) {
      const res = await requestCompanyInvoice(t, user, orderId, { taxNo });
      expect(res.body.code, taxNo).toBe(4832);
      expect(res.body.message).toMatch(/tax number/);
    }
    const personalWithTaxNo = await requestCompanyInvoice(t, user, orderId, { titleKind: 'personal', titleName: 'Li Lei' });
    expect(personalWithTaxNo.body.code).toBe(1001);
    expect(personalWithTaxNo.body.message).toMatch(/taxNo/);
    for (const body of [{ email: 'not-an-email' }, { titleName: '   ' }, { titleName: 'x'.repeat(101) }, { requestKey: 'short' }]) {
      expect((await requestCompanyInvoice(t, user, orderId, body)).body.code, JSON.stringify(body)).toBe(1001);
    }
    const res = await t.call(applyInvoice, { orderId, titleKind: 'personal', titleName: '李雷', requestKey: invoiceKey() }, { token: user.token });
    expect(res.body.code, res.body.message).toBe(1000);
    expect(res.body.data).toMatchObject({ titleKind: 'personal', titleName: '李雷', taxNo: '', email: '' });
    // A Japanese registration number is a tax number too.
    const second = await completedOrder(t, user, sku);
    expect((await requestCompanyInvoice(t, user, second.orderId, { taxNo: 't7000012050002' })).body.data!.taxNo).toBe('T7000012050002');
  });
});

describe('invoice/query/template/list', () => {
  it('keeps the titles a shopper asked to save, one per kind, name and tax number, most recently used first', async () => {
    const user = await shopper(t);
    expect((await t.call(queryInvoiceTemplates, {}, { token: user.token })).body.data!.list).toEqual([]);
    const a = await completedOrder(t, user, sku);
    const b = await completedOrder(t, user, sku);
    const c = await completedOrder(t, user, sku);
    expect((await requestCompanyInvoice(t, user, a.orderId, { saveTitle: true, email: 'a@example.com' })).body.code).toBe(1000);
    expect((await t.call(applyInvoice, { orderId: b.orderId, titleKind: 'personal', titleName: 'Li Lei', saveTitle: true, requestKey: invoiceKey() }, { token: user.token })).body.code).toBe(1000);
    // The same company again: one title, its email as given last.
    expect((await requestCompanyInvoice(t, user, c.orderId, { saveTitle: true, email: 'books@example.com' })).body.code).toBe(1000);
    const list = (await t.call(queryInvoiceTemplates, {}, { token: user.token })).body.data!.list;
    expect(list.map((l) => [l.titleKind, l.titleName, l.taxNo, l.email])).toEqual([
      ['company', 'Hangzhou Example Technology Co., Ltd.', COMPANY_TAX_NO, 'books@example.com'],
      ['personal', 'Li Lei', '', ''],
    ]);
    expect((await t.call(queryInvoiceTemplates, { titleKind: 'personal' }, { token: user.token })).body.data!.list).toHaveLength(1);
    // Another shopper sees none of them.
    const other = await shopper(t);
    expect((await t.call(queryInvoiceTemplates, {}, { token: other.token })).body.data!.list).toEqual([]);
    expect((await t.call(queryInvoiceTemplates, { titleKind: 'group' }, { token: user.token })).body.code).toBe(1001);
    expect((await t.call(queryInvoiceTemplates, {})).body.code).toBe(1002);
  });
});

describe('invoice/update and invoice/query', () => {
  it('changes the title before issue, not after; lists newest first with a PDF link once issued, for its owner only', async () => {
    const user = await shopper(t);
    const first = await completedOrder(t, user, sku);
    const second = await completedOrder(t, user, sku);
    const a = (await requestCompanyInvoice(t, user, first.orderId)).body.data!;
    const b = (await requestCompanyInvoice(t, user, second.orderId)).body.data!;

    const changed = await t.call(updateInvoice, { invoiceId: a.invoiceId, titleKind: 'personal', titleName: 'Han Meimei', email: 'han@example.com' }, { token: user.token });
    expect(changed.body.code, changed.body.message).toBe(1000);
    expect(changed.body.data).toMatchObject({ titleKind: 'personal', titleName: 'Han Meimei', taxNo: '', email: 'han@example.com', status: 'requested' });
    expect((await t.call(updateInvoice, { invoiceId: a.invoiceId, titleKind: 'company', titleName: 'X', taxNo: '1' }, { token: user.token })).body.code).toBe(4832);
    const someoneElse = await shopper(t);
    expect((await t.call(updateInvoice, { invoiceId: a.invoiceId, titleKind: 'personal', titleName: 'Mine' }, { token: someoneElse.token })).body.code).toBe(1004);

    const issued = await t.call(issueMerchantInvoice, { invoiceId: a.invoiceId }, { token: owner.token });
    expect(issued.body.code, issued.body.message).toBe(1000);
    expect((await t.call(updateInvoice, { invoiceId: a.invoiceId, titleKind: 'personal', titleName: 'Late' }, { token: user.token })).body.code).toBe(4833);

    const page = (await t.call(queryInvoices, { pageSize: 1 }, { token: user.token })).body.data!;
    expect(page).toMatchObject({ total: 2, pageNum: 1, hasMore: true });
    expect(page.list.map((i) => i.invoiceId)).toEqual([b.invoiceId]);
    const rest = (await t.call(queryInvoices, { pageSize: 1, pageNum: 2 }, { token: user.token })).body.data!;
    expect(rest.list[0]).toMatchObject({ invoiceId: a.invoiceId, status: 'issued', editable: false, titleName: 'Han Meimei' });
    expect(rest.list[0]!.invoiceNo).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(rest.list[0]!.pdfUrl).toMatch(/^\/private\/\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf\?e=\d+&s=/);
    const ofOrder = (await t.call(queryInvoices, { orderId: second.orderId }, { token: user.token })).body.data!;
    expect(ofOrder.list.map((i) => i.invoiceId)).toEqual([b.invoiceId]);
    expect(ofOrder.list[0]!.pdfUrl).toBeNull();

    // Another shopper: none of these, and the order is not theirs to ask about.
    expect((await t.call(queryInvoices, {}, { token: someoneElse.token })).body.data!.list).toEqual([]);
    expect((await t.call(queryInvoices, { orderId: first.orderId }, { token: someoneElse.token })).body.code).toBe(1004);
    const fresh = await completedOrder(t, someoneElse, sku);
    expect((await t.call(queryInvoices, { orderId: fresh.orderId }, { token: someoneElse.token })).body.data).toMatchObject({ list: [], total: 0 });
  });
});

describe('the PDF', () => {
  it('is a real PDF with the invoice number and an embedded CJK font, served as application/pdf through its signed link only', async () => {
    const user = await shopper(t);
    const { orderId } = await completedOrder(t, user, sku);
    const requested = (await requestCompanyInvoice(t, user, orderId, { titleName: '杭州示例科技有限公司 サンプル株式会社' })).body.data!;
    const issued = (await t.call(issueMerchantInvoice, { invoiceId: requested.invoiceId }, { token: owner.token })).body.data!;
    const res = await t.app.inject({ method: 'GET', url: issued.pdfUrl! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf.toString('latin1');
    // The document's title (its info dictionary, a plain string) names the number.
    expect(text).toContain(`(Invoice ${issued.invoiceNo})`);
    // The CJK font is embedded as a subset (a CFF font file), not referenced.
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansHans-Regular/);
    expect(text).toContain('/FontFile3');
    expect(pdf.length).toBeLessThan(400_000);
    // A changed signature or a link of another file answers 404.
    expect((await t.app.inject({ method: 'GET', url: issued.pdfUrl!.replace(/s=./, 's=A') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: issued.pdfUrl!.split('?')[0]! })).statusCode).toBe(404);
  });
});

describe('merchant/invoice/query and merchant/invoice/issue', () => {
  it("lists the shop's requested invoices oldest first by keyset, and its issued ones newest first", async () => {
    const user = await shopper(t);
    const made: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { orderId } = await completedOrder(t, user, otherSku);
      made.push((await requestCompanyInvoice(t, user, orderId)).body.data!.invoiceId);
    }
    const owner2 = await merchantOfShop(t, otherSku.shopId);
    const seen: number[] = [];
    let after: string | undefined;
    do {
      const page = await t.call(queryMerchantInvoices, { shopId: otherSku.shopId, status: 'requested', pageSize: 2, ...(after ? { after } : {}) }, { token: owner2.token });
      expect(page.body.code, page.body.message).toBe(1000);
      seen.push(...page.body.data!.list.map((i) => i.invoiceId));
      after = page.body.data!.next ?? undefined;
    } while (after);
    expect(seen).toEqual(made);
    for (const id of made.slice(0, 2)) expect((await t.call(issueMerchantInvoice, { invoiceId: id }, { token: owner2.token })).body.code).toBe(1000);
    const issued = (await t.call(queryMerchantInvoices, { shopId: otherSku.shopId, status: 'issued' }, { token: owner2.token })).body.data!;
    expect(issued.list.map((i) => i.invoiceId)).toEqual([made[1], made[0]]);
    expect(issued.list.every((i) => i.pdfUrl !== null)).toBe(true);
    expect((await t.call(queryMerchantInvoices, { shopId: otherSku.shopId, status: 'requested' }, { token: owner2.token })).body.data!.list.map((i) => i.invoiceId)).toEqual([made[2]]);
  });

  it("refuses a merchant of another shop (1004), a shopper (1003) and bad input; issuing twice answers the same number", async () => {
    const user = await shopper(t);
    const { orderId } = await completedOrder(t, user, sku);
    const requested = (await requestCompanyInvoice(t, user, orderId)).body.data!;
    expect((await t.call(issueMerchantInvoice, { invoiceId: requested.invoiceId }, { token: stranger.token })).body.code).toBe(1004);
    expect((await t.call(queryMerchantInvoices, { shopId: sku.shopId, status: 'requested' }, { token: stranger.token })).body.code).toBe(1004);
    expect((await t.call(issueMerchantInvoice, { invoiceId: requested.invoiceId }, { token: user.token })).body.code).toBe(1003);
    expect((await t.call(issueMerchantInvoice, { invoiceId: 2_000_000_000 }, { token: owner.token })).body.code).toBe(1004);
    for (const body of [{ shopId: sku.shopId, status: 'cancelled' }, { shopId: sku.shopId, status: 'issued', after: 'x' }, { shopId: sku.shopId, status: 'issued', pageSize: 51 }]) {
      expect((await t.call(queryMerchantInvoices, body, { token: owner.token })).body.code, JSON.stringify(body)).toBe(1001);
    }
    const first = (await t.call(issueMerchantInvoice, { invoiceId: requested.invoiceId }, { token: owner.token })).body.data!;
    const second = (await t.call(issueMerchantInvoice, { invoiceId: requested.invoiceId }, { token: owner.token })).body.data!;
    expect(second.invoiceNo).toBe(first.invoiceNo);
    expect(second.issuedAt).toBe(first.issuedAt);
    // The shopper sees it issued, with its link.
    const mine = (await t.call(queryInvoices, { orderId }, { token: user.token })).body.data!.list[0]!;
    expect(mine).toMatchObject({ status: 'issued', invoiceNo: first.invoiceNo });
    expect(mine.pdfUrl).not.toBeNull();
  });
});
