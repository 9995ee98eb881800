// Fixed HMAC vectors for the KG protocol (shared/reference kg-mobilians-protocol.md §4). The
// emulator signs with the same functions our side verifies with, so a wrong field order would
// pass every payment test; these expectations were computed outside this code base from the
// documented concatenation, e.g.
//   printf %s '150000https://congress.example.org/api/pays/kg/okKSP2024-00012320241015093000' \
//     | openssl dgst -sha256 -hmac 'kg-test-vector-skey-0123456789' -binary | base64
import { cancelHmac, kgHmac, resultHmac } from '../protocol';

const SKEY = 'kg-test-vector-skey-0123456789';
const OK_URL = 'https://congress.example.org/api/pays/kg/ok';

describe('KG HMAC test vectors', () => {
  it('signs a registration response over amount + ok_url + trade_id + time_stamp (amount as a JSON number)', () => {
    expect(
      resultHmac(SKEY, {
        amount: 150000,
        ok_url: OK_URL,
        trade_id: 'KSP2024-000123',
        time_stamp: '20241015093000',
      }),
    ).toBe('IhwNQ3pdy0cp2VUqhb4Sze0WDemiNUjwpWKMyl2YThs=');
  });

  it('signs an ok_url / noti_url result the same way (amount as a digit string)', () => {
    expect(
      resultHmac(SKEY, {
        amount: '85000',
        ok_url: OK_URL,
        trade_id: 'KSP2024-000456',
        time_stamp: '20241101120501',
      }),
    ).toBe('Zg9alkSh2Nq+3ZEU1q4QPhyWDTp/8aAUkzfaSgtwoD4=');
  });

  it('signs a cancel request over sid + trade_id + pay_token + amount', () => {
    expect(
      cancelHmac(SKEY, {
        sid: '000000000001',
        trade_id: 'KSP2024-000123',
        pay_token: '123456789012345',
        amount: '150000',
      }),
    ).toBe('JYFZ8TY5yx0MCBo1izZ7eKnsq5JZOUrqNFd15cLJFxo=');
  });

  it('hashes the message as UTF-8 into 44 characters of standard Base64', () => {
    const hmac = kgHmac(SKEY, '30000https://학회.example.org/okKSP-한글20241015093000');
    expect(hmac).toBe('WDvKnJyiyXw7Rh6+gpl9sThvZrJkxhheHftsUv+Ra3U=');
    expect(hmac).toHaveLength(44);
  });
});
