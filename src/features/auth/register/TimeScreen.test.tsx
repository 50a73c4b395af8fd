import { screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callTimesEndpoint } from '@contract/auth';
import { setStage } from '@/lib/stages';
import { answer, fakeApi, renderApp } from '@/test-app';
import { removeToasts, visibleToasts } from '@/test-utils';
import { registration } from '../flowStore';

const TIMES = {
  status: 'success' as const,
  data: [
    { id: 1, name: '9:00am - 12:00pm (GMT+1)' },
    { id: 2, name: '12:00pm - 3:00pm (GMT+1)' },
  ],
};

describe('the time-frame step', () => {
  beforeEach(() => {
    registration.write({ email: 'ada@example.ng', otp: '123456' });
    setStage('register', 4);
  });
  afterEach(async () => {
    localStorage.clear();
    vi.unstubAllGlobals();
    await removeToasts();
  });

  it('says when the time frames cannot be read, and reads them again on Try again', async () => {
    let down = true;
    const { callsTo } = fakeApi([answer(callTimesEndpoint, () => (down ? new Response('', { status: 503 }) : TIMES))]);
    renderApp('/register/otp/details/time');
    await screen.findByText('Failed to load time frames.', { selector: '[role="alert"]' });
    await waitFor(() => expect(visibleToasts()).toEqual(['Failed to load time frames.']));
    expect(screen.queryAllByRole('radio')).toEqual([]);

    down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2']));
    expect(screen.getByRole('heading', { name: 'Confirmation Call' })).toBeVisible();
    expect(callsTo(callTimesEndpoint)).toHaveLength(2);
  });
});
