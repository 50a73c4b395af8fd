import { screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerEndpoint } from '@contract/account';
import { updateProfileEndpoint } from '@contract/profile';
import { answer, fakeApi, renderApp, type ReplyTo } from '@/test-app';
import { customerFixture, jsonResponse, removeToasts, signIn, signOut, visibleToasts } from '@/test-utils';

/** The toasts on screen become exactly `messages`: an error the next attempt dismissed is gone. */
const toastsShow = (...messages: string[]) => waitFor(() => expect(visibleToasts()).toEqual(messages));

const setup = async (respond: ReplyTo<typeof updateProfileEndpoint>) => {
  const customer = customerFixture({ dob: '7-Mar-1990', address: '12 Marina Road' });
  signIn(customer);
  const { callsTo } = fakeApi([answer(customerEndpoint, () => ({ status: 'success', customer })), answer(updateProfileEndpoint, respond)]);
  renderApp('/account/profile/edit');
  await screen.findByRole('heading', { name: 'Edit Profile', level: 1 });
  return { user: userEvent.setup(), callsTo, customer };
};

describe('EditProfileScreen', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    signOut();
    await removeToasts();
  });

  it('starts from the customer, sends the date of birth as day-Mon-year, and shows the new name in the user menu', async () => {
    const { user, callsTo, customer } = await setup(() => ({
      status: 'success',
      message: 'Profile updated successfully.',
      customer: { ...customer, firstname: 'Ngozi', dob: '21-Nov-1988' },
    }));
    expect((screen.getByLabelText('Date of Birth') as HTMLInputElement).value).toBe('1990-03-07');
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('12 Marina Road');
    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Ngozi');
    await user.clear(screen.getByLabelText('Date of Birth'));
    await user.type(screen.getByLabelText('Date of Birth'), '1988-11-21');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await toastsShow('Profile updated successfully.');
    expect(callsTo(updateProfileEndpoint).map((call) => call.body)).toEqual([
      { firstname: 'Ngozi', lastname: 'Obi', address: '12 Marina Road', dob: '21-Nov-1988' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByText('Ngozi Obi')).toBeVisible();
  });

  it("asks for every field, and shows the server's reasons or the product's fallback, each in place of the last", async () => {
    const answers = [
      jsonResponse(422, { status: 'error', message: ['You must be at least 18 years old to use Fleetvest.'] }),
      new Response('', { status: 500 }),
    ];
    const { user, callsTo } = await setup(() => answers.shift()!);
    await user.clear(screen.getByLabelText('Last Name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await toastsShow('All fields are required');
    expect(screen.getByLabelText('Last Name').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(updateProfileEndpoint)).toHaveLength(0);
    await user.type(screen.getByLabelText('Last Name'), 'Obi');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await toastsShow('You must be at least 18 years old to use Fleetvest.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await toastsShow('Failed to update profile. Please try again.');
  });

  it('opens the picture picker from the camera button: image files only, nothing sent without one', async () => {
    const { user } = await setup(() => jsonResponse(200, {}));
    await user.click(screen.getByRole('button', { name: 'Change profile picture' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText('Choose an image') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select an image.');
    // A picker that lets any file through (some do): the dialog still refuses what is not an image.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(input, new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select an image.');
    expect(within(dialog).queryByRole('img')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
