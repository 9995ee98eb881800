// Steps of a payment through the local KG Mobilians emulator, over HTTP as the browser and KG's
// server would (shared by the PostgreSQL and embedded-mode suites).
import type { Harness } from './harness';

export const KOREAN_REGISTRATION = {
  category: 'KM_TIER1',
  occupation: 'PROFESSOR',
  attend: 'OFFLINE',
  dinnerAttendance: true,
  accompanyingPerson: 1,
  badgeGivenName: 'Minji',
  badgeFamilyName: 'Kim',
};

/** The hidden fields of the emulator's auto-submitting form, and where it posts. */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form id="result" method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[name as string] = (value as string)
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  return { action: action.replace(/&amp;/g, '&'), fields };
}

/** The steps for the harness `harness()` returns (a getter: suites create theirs in beforeAll). */
export function kgSteps(harness: () => Harness) {
  async function registeredMember(overrides: Record<string, unknown> = {}) {
    const h = harness();
    const member = await h.createUser({ country: 'KR', ...overrides });
    const created = await h.gql<{ createRegistrationList: { id: string } }>(
      'mutation($input: RegistrationListInput!) { createRegistrationList(input: $input) { id } }',
      { input: KOREAN_REGISTRATION },
      member.token,
    );
    return { ...member, registrationId: created.data?.createRegistrationList.id as string };
  }

  async function payRequest(member: { token: string; registrationId: string }, cashCode = 'CN') {
    const result = await harness().gql<{ createPayment: { id: string; tid: string; pay_url: string } }>(
      'mutation($id: ID!, $code: ENUM_PAY_CASH_CODE) { createPayment(input: { registrationId: $id, cash_code: $code }) { id tid pay_url } }',
      { id: member.registrationId, code: cashCode },
      member.token,
    );
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    return result.data?.createPayment as { id: string; tid: string; pay_url: string };
  }

  /** The tester's choice in the payment window; answers the page the browser would get. */
  const decide = (tid: string, action: string, fault = 'none') =>
    fetch(`${harness().url}/mock-kg/MUP/api/payment.mcash/decide`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ tid, action, fault, charset: 'UTF-8' }).toString(),
      redirect: 'manual',
    });

  const postForm = (action: string, fields: Record<string, string>) =>
    fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });

  const statuses = async (payId: string) => {
    const h = harness();
    const pay = await h.knex('pays').where({ id: payId }).first();
    const registration = await h.knex('registration_lists').where({ id: pay.registration_list_id }).first();
    return { pay: pay.pay_status as string, registration: registration.price_status as string };
  };

  return { registeredMember, payRequest, decide, postForm, statuses };
}
