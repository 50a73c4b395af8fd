import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { receiptEndpoints } from '@contract/receipts';
import { answer, fakeApi, renderApp, transactionFixture } from '@/test-app';
import { savedFiles, toastShown } from './testDownloads';
import { jsonResponse } from '@/test-utils';

const airtime = transactionFixture({ id: 31, title: 'Airtime', which: 2, classtype: 1, status: '1', details: { network: 'MTN', phonenumber: '08031234567' } });
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
const pngResponse = () =>
  new Response(PNG, { headers: { 'content-type': 'image/png', 'content-disposition': 'attachment; filename="fleetvest-receipt-31.png"' } });

describe("a transaction's receipt on /transaction-details", () => {
  const saved = savedFiles();

  it('shares the PNG through the share sheet where the browser can share files', async () => {
    const api = fakeApi([answer(receiptEndpoints.receipt, pngResponse)]);
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, canShare: (data: { files?: File[] }) => (data.files?.length ?? 0) > 0, share });
    renderApp('/transaction-details?id=31', { transaction: airtime });
    await userEvent.click(await screen.findByRole('button', { name: 'Share receipt' }));
    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const [{ files }] = share.mock.calls[0] as unknown as [{ files: File[] }];
    expect(files.map((file) => [file.name, file.type, file.size])).toEqual([['fleetvest-receipt-31.png', 'image/png', PNG.length]]);
    expect(api.callsTo(receiptEndpoints.receipt)[0]!.params).toEqual({ id: '31' });
    expect(saved).toEqual([]);
  });

  it('saves the file instead where the browser cannot share files, and with Download', async () => {
    fakeApi([answer(receiptEndpoints.receipt, pngResponse)]);
    vi.stubGlobal('navigator', { ...navigator, canShare: undefined, share: undefined });
    renderApp('/transaction-details?id=31', { transaction: airtime });
    await userEvent.click(await screen.findByRole('button', { name: 'Share receipt' }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await vi.waitFor(() => expect(saved).toHaveLength(2));
    expect(saved.map((link) => [link.download, link.getAttribute('href')])).toEqual([
      ['fleetvest-receipt-31.png', 'blob:file'],
      ['fleetvest-receipt-31.png', 'blob:file'],
    ]);
  });

  it("revokes the verification link, and shows the server's refusal when the receipt cannot be made", async () => {
    fakeApi([
      answer(receiptEndpoints.revokeReceipt, { status: 'success', message: 'The verification code was revoked.' }),
      answer(receiptEndpoints.receipt, () => jsonResponse(429, { status: 'error', message: 'Too many attempts. Please try again in 1 minute.' })),
    ]);
    renderApp('/transaction-details?id=31', { transaction: airtime });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke verification link' }));
    await toastShown('The verification code was revoked.');
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    await toastShown('Too many attempts. Please try again in 1 minute.');
  });

  it('is not offered while the transaction is pending', async () => {
    fakeApi();
    renderApp('/transaction-details?id=31', { transaction: { ...airtime, status: '0' } });
    await screen.findByRole('heading', { name: 'Transaction Details' });
    expect(screen.queryByRole('button', { name: 'Share receipt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });
});
