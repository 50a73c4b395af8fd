import { cleanup, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeToasts, renderRoute, visibleToasts } from '@/test-utils';
import { DetailsScreen } from './DetailsScreen';
import { detailsDraft, registration } from '../flowStore';

const PATH = '/register/otp/details';

const renderDetails = async () => {
  const router = renderRoute(PATH, DetailsScreen, ['/register', '/register/otp/details/time']);
  await screen.findByRole('heading', { name: 'Personal Details' });
  return router;
};

describe('the details form draft', () => {
  beforeEach(() => {
    localStorage.clear();
    registration.write({ email: 'ada@example.ng', otp: '123456' });
  });

  it('keeps what is typed across a reload, and forgets it once the form is submitted', async () => {
    const user = userEvent.setup();
    await renderDetails();
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('City'), 'Ikeja');
    expect(detailsDraft.read()).toMatchObject({ firstname: 'Ada', city: 'Ikeja' });

    // A reload: the page is rendered afresh from what local storage kept.
    cleanup();
    const router = await renderDetails();
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Ikeja');

    await user.type(screen.getByLabelText('Last Name'), 'Obi');
    await user.type(screen.getByLabelText('Phone Number'), '08012345678');
    await user.selectOptions(screen.getByLabelText('Location'), 'Lagos');
    await user.type(screen.getByLabelText('Address'), '1 Broad Street');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: '/register/otp/details/time' });
    expect(router.state.location.pathname).toBe('/register/otp/details/time');
    expect(detailsDraft.read()).toBeUndefined();
    expect(registration.read()?.details).toEqual({
      firstname: 'Ada',
      lastname: 'Obi',
      phonenumber: '08012345678',
      location: 'Lagos',
      address: '1 Broad Street',
      city: 'Ikeja',
    });
  });
});

describe('the phone number', () => {
  beforeEach(() => {
    localStorage.clear();
    registration.write({ email: 'ada@example.ng', otp: '123456' });
  });
  afterEach(() => removeToasts());

  it('keeps digits only, whatever is typed or pasted', async () => {
    const user = userEvent.setup();
    await renderDetails();
    const phone = screen.getByLabelText<HTMLInputElement>('Phone Number');
    expect(phone.inputMode).toBe('numeric');
    await user.type(phone, '0803abc');
    await user.paste(' 123-45x67');
    expect(phone.value).toBe('08031234567');
    expect(detailsDraft.read()?.phonenumber).toBe('08031234567');
  });

  it('is named when it is what is wrong, with every field filled', async () => {
    // A draft kept from before the field dropped letters.
    detailsDraft.write({ firstname: 'Ada', lastname: 'Obi', phonenumber: '0803l234567', location: 'Lagos', address: '1 Broad Street', city: 'Ikeja' });
    const user = userEvent.setup();
    const router = await renderDetails();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(visibleToasts()).toEqual(['The phone number must contain digits only.']));
    expect(screen.getByLabelText('Phone Number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBeNull();
    expect(router.state.location.pathname).toBe(PATH);
  });
});
