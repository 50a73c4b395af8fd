import { screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { receiptEndpoints } from '@contract/receipts';
import { STATEMENT_PERIOD_TEXTS } from '@contract/statement-period';
import { lagosIsoDate } from '@/lib/dates';
import { answer, fakeApi, renderApp } from '@/test-app';
import { periodOf } from './periods';
import { savedFiles, toastShown } from './testDownloads';

describe('/account/statement', () => {
  const saved = savedFiles();

  it('downloads the chosen period as CSV, showing what has arrived while it streams', async () => {
    let finish = () => undefined as void;
    const api = fakeApi([
      answer(receiptEndpoints.statement, () => {
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(new Uint8Array(3072));
            await new Promise<void>((resolve) => (finish = resolve));
            controller.close();
          },
        });
        return new Response(body, {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="fleetvest-statement.csv"' },
        });
      }),
    ]);
    renderApp('/account/statement');
    await screen.findByRole('heading', { name: 'Account Statement' });
    await userEvent.click(screen.getByRole('radio', { name: 'Last 3 months' }));
    await userEvent.click(screen.getByRole('radio', { name: 'CSV (spreadsheet)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('3 KB received')).toBeVisible();
    finish();
    await vi.waitFor(() => expect(saved.map((link) => link.download)).toEqual(['fleetvest-statement.csv']));
    const { query } = api.callsTo(receiptEndpoints.statement)[0]!;
    expect(Object.fromEntries(query)).toEqual({ ...periodOf('last3', lagosIsoDate()), format: 'csv' });
    await toastShown('Your statement was downloaded.');
  });

  it('refuses a custom period over 12 months before asking, and mails last month as a PDF', async () => {
    const api = fakeApi([answer(receiptEndpoints.emailStatement, { status: 'success', message: 'Your statement was sent to ada@example.com.' })]);
    renderApp('/account/statement');
    await userEvent.click(await screen.findByRole('radio', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2020-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(STATEMENT_PERIOD_TEXTS.tooLong);
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Last month' }));
    await userEvent.click(screen.getByRole('button', { name: 'E-mail it to me' }));
    await toastShown('Your statement was sent to ada@example.com.');
    expect(api.callsTo(receiptEndpoints.emailStatement)[0]!.body).toEqual({ ...periodOf('lastMonth', lagosIsoDate()), format: 'pdf' });
  });
});
