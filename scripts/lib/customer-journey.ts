/**
 * Drives the real API the way the SPA does, for benchmarks and smoke checks: sign up (reading
 * the OTP from the sandbox mailbox page), sign in, set a PIN, deposit through the sandbox checkout.
 */
const json = async (res: Response) => {
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${JSON.stringify(body)}`);
  return body;
};

/**
 * `from`: the address a trusting server (TRUST_PROXY) reads from X-Forwarded-For, so that many
 * customers set up from this one machine are not one client to the per-address limits.
 */
export async function signedInCustomer(baseUrl: string, email: string, password = 'bench password 1', from?: string) {
  const api = (path: string) => `${baseUrl}/api/v1/${path}`;
  const forwarded: Record<string, string> = from ? { 'x-forwarded-for': from } : {};
  const post = (path: string, body: object, token?: string) =>
    fetch(api(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...forwarded, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then(json);

  await post('customer/auth/getstarted', { email, password });
  const mailbox = await (await fetch(`${baseUrl}/sandbox/mailbox`)).text();
  const otp = new RegExp(`data-to="${email.replace(/[.+]/g, '\\$&')}"[\\s\\S]*?code is (\\d{6})`).exec(mailbox)?.[1];
  if (!otp) throw new Error(`no OTP for ${email} in the sandbox mailbox`);
  await post('customer/auth/checkotp', { email, otp });
  await post('customer/auth/register', {
    otp,
    email,
    phonenumber: '08030000000',
    firstname: 'Bench',
    lastname: 'Mark',
    location: 'Lagos',
    address: '1 Test Street',
    city: 'Ikeja',
    confirmedtime: 1,
  });
  const login = await fetch(api('customer/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...forwarded },
    body: new URLSearchParams({ uniqueid: email, password }),
  }).then(json);
  const token = String(login.token);
  return {
    token,
    /** The customer as the login answered it (what the SPA keeps in its `user` cookie). */
    customer: login.customer,
    async setPin(pin: string) {
      await post('customer/pin/setpin', { pin, pin_confirmation: pin }, token);
    },
    async deposit(naira: number) {
      const started = await post('customer/deposit/fundaccount', { amount: naira, payfrom: 2 }, token);
      const { checkoutUrl, paymentReference } = (started.paymentrequest as { responseBody: { checkoutUrl: string; paymentReference: string } }).responseBody;
      await fetch(`${baseUrl}${new URL(checkoutUrl).pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=pay',
        redirect: 'manual',
      });
      await post('customer/deposit/verifypayment', { tx_ref: paymentReference }, token);
    },
    /** The customer as GET customer answers now: what the SPA keeps in its `user` cookie after a read. */
    async read() {
      const answer = await fetch(api('customer'), { headers: { authorization: `Bearer ${token}` } }).then(json);
      return answer.customer;
    },
  };
}
