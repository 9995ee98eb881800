// A production start takes no emulated money (issue 23 §1, §5): the emulator runs only when asked
// for, a production server without gateway settings or PUBLIC_URL refuses to start, the
// emulator's published key is never accepted by a server that talks to KG, return addresses come
// from configuration only, a taken port ends the start before the database is touched, and the
// README documents every configuration variable.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { CONFIG_VARIABLES, demoEnvironment, loadConfig, serverStartProblems } from '../src/config';
import { createLogger } from '../src/logger';
import { createGatewayEmulator } from '../src/modules/pays/gatewayEmulator/emulator';
import { EMULATOR_SKEY } from '../src/modules/pays/kg/emulatorCredentials';
import { resultHmac } from '../src/modules/pays/kg/protocol';
import { startHarness, type Harness } from './harness';
import { formOf, kgSteps } from './kgSteps';
import { expectStartRefused, freePort, startServer } from './serverProcess';

const KG_KEY = 'merchant-key-issued-by-kg-0123456789';
const KG_SID = '123456789012';

describe('configuration of the payment gateway', () => {
  const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://congress.example.org' };

  it('refuses a production server with no gateway settings, naming what to set', () => {
    const config = loadConfig({ ...production, DATABASE_URL: 'postgres://db.example/congress' });
    expect(config.gateway).toBeNull();
    const [problem] = serverStartProblems(config);
    expect(problem).toMatch(/KG_API_URL, KG_SID and KG_SKEY/);
    expect(problem).toMatch(/PAYMENT_GATEWAY=emulator/);
  });

  it('refuses a production server without PUBLIC_URL', () => {
    const config = loadConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'emulator' });
    expect(serverStartProblems(config)).toEqual([expect.stringMatching(/^PUBLIC_URL: required/)]);
  });

  it('needs a bucket with the S3 driver', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: required with STORAGE_DRIVER=s3/);
  });

  it('needs all three KG settings, and never the emulator key', () => {
    expect(() => loadConfig({ ...production, KG_API_URL: 'https://mup.mobilians.co.kr' })).toThrow(
      /KG Mobilians needs KG_SID, KG_SKEY/,
    );
    expect(() =>
      loadConfig({
        ...production,
        KG_API_URL: 'https://mup.mobilians.co.kr',
        KG_SID,
        KG_SKEY: EMULATOR_SKEY,
      }),
    ).toThrow(/KG_SKEY: is the emulator's published key/);
    expect(() =>
      loadConfig({ ...production, PAYMENT_GATEWAY: 'emulator', KG_API_URL: 'https://mup.mobilians.co.kr' }),
    ).toThrow(/PAYMENT_GATEWAY: is emulator while KG_API_URL is set/);
    const config = loadConfig({
      ...production,
      KG_API_URL: 'https://mup.mobilians.co.kr',
      KG_SID,
      KG_SKEY: KG_KEY,
    });
    expect(config.gateway).toEqual({
      mode: 'kg',
      apiUrl: 'https://mup.mobilians.co.kr',
      sid: KG_SID,
      skey: KG_KEY,
    });
    expect(serverStartProblems(config)).toEqual([]);
  });

  it('uses the emulator outside production, or when the demo asks for it', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).gateway?.mode).toBe('emulator');
    const demo = loadConfig(demoEnvironment({ NODE_ENV: 'production', PORT: '9000' }));
    expect(demo.gateway?.mode).toBe('emulator');
    expect(demo.PUBLIC_URL).toBe('http://localhost:9000');
    expect(serverStartProblems(demo)).toEqual([]);
    // The demo start keeps a configured gateway.
    const configured = demoEnvironment({
      KG_API_URL: 'https://mup.mobilians.co.kr',
      KG_SID,
      KG_SKEY: KG_KEY,
    });
    expect(loadConfig({ ...configured, NODE_ENV: 'production' }).gateway?.mode).toBe('kg');
  });

  it('the README documents every variable of the configuration', () => {
    const readme = readFileSync(path.join(__dirname, '../../README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Configuration'));
    const documented = new Set(
      section
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1])),
    );
    expect(CONFIG_VARIABLES.length).toBeGreaterThan(40);
    expect(CONFIG_VARIABLES.filter((name) => !documented.has(name))).toEqual([]);
  });
});

describe('a production server process', () => {
  it('with the emulator asked for says plainly that no money is taken', async () => {
    const server = await startServer({ DATABASE_URL: process.env.DATABASE_URL as string });
    try {
      // The summary follows the "listening" line, maybe in a later chunk of output.
      for (let i = 0; i < 100 && !server.output().includes('Data folder:'); i += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(server.output()).toMatch(
        /Payments: +EMULATED at http:\/\/127\.0\.0\.1:\d+\/mock-kg: no money is taken/,
      );
    } finally {
      await server.stop();
    }
  });

  it('with a real database and no gateway settings refuses to start, naming what to set', async () => {
    const refused = await expectStartRefused({
      DATABASE_URL: process.env.DATABASE_URL as string,
      PAYMENT_GATEWAY: '',
    });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/set KG_API_URL, KG_SID and KG_SKEY/);
    expect(refused.output).not.toMatch(/\n\s+at /); // a message for a person, no stack
  });

  it('on a port in use exits non-zero with a message, before touching the database', async () => {
    const port = await freePort();
    const taken: Server = createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => taken.once('listening', resolve));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'port-taken-'));
    try {
      const refused = await expectStartRefused({ PORT: String(port), DATABASE_URL: '', DATA_DIR: dataDir });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`Port ${port} on 127.0.0.1 is in use`);
      expect(refused.output).not.toMatch(/listening|Password:/);
      // Neither the embedded database nor the secrets were created.
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      taken.close();
    }
  });
});

describe('a server that talks to KG', () => {
  // KG's side: the protocol's emulator with the key KG issued (not the published one), on a port
  // of its own, standing where https://mup.mobilians.co.kr would.
  let gateway: Server;
  let h: Harness;
  beforeAll(async () => {
    const kg = express();
    kg.use(
      createGatewayEmulator({
        sid: KG_SID,
        skey: KG_KEY,
        clock: { now: () => h.clock.now() },
        logger: createLogger('silent'),
        notiRetryMs: 200,
      }),
    );
    gateway = kg.listen(0, '127.0.0.1');
    await new Promise((resolve) => gateway.once('listening', resolve));
    const kgUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    h = await startHarness({ KG_API_URL: kgUrl, KG_SID, KG_SKEY: KG_KEY });
  });
  beforeEach(() => h.clock.setNow('2024-06-01T10:00:00+09:00'));
  afterAll(async () => {
    await h.close();
    gateway.close();
  });
  const { registeredMember, payRequest, postForm, statuses } = kgSteps(() => h);

  it('has no emulator, and refuses a notification signed with the emulator key', async () => {
    expect((await fetch(`${h.url}/mock-kg/MUP/api/payment.mcash/decide`, { method: 'POST' })).status).toBe(
      404,
    );
    const member = await registeredMember();
    const payment = await payRequest(member);
    expect(payment.pay_url.startsWith('http://127.0.0.1:')).toBe(true);
    const pay = await h.knex('pays').where({ id: payment.id }).first();
    const forged = {
      code: '0000',
      message: 'OK',
      tid: payment.tid,
      trade_id: pay.trade_id,
      amount: String(pay.total),
      pay_token: 'forged',
      hmac: resultHmac(EMULATOR_SKEY, {
        amount: String(pay.total),
        ok_url: pay.ok_url,
        trade_id: pay.trade_id,
        time_stamp: pay.time_stamp,
      }),
    };
    expect(await (await postForm(`${h.url}/payments/kg/noti`, forged)).text()).toBe('FAIL');
    expect(await statuses(payment.id)).toEqual({ pay: 'REQUESTED', registration: 'UNPAID' });
    // The same payment approved at KG (signed with KG's key) is paid.
    const page = await fetch(`${payment.pay_url.replace(/\/MUP\/.*$/, '')}/MUP/api/payment.mcash/decide`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ tid: payment.tid, action: 'approve', fault: 'none', charset: 'UTF-8' }),
    });
    const { action, fields } = formOf(await page.text());
    expect((await postForm(action, fields)).headers.get('location')).toMatch(/\/success/);
    expect((await statuses(payment.id)).pay).toBe('PAID');
  });

  it('builds return addresses from configuration, never from the Host header', async () => {
    const member = await registeredMember();
    // fetch() replaces a Host header with the real one: node:http sends it as given.
    const body = JSON.stringify({
      query: 'mutation($id: ID!) { createPayment(input: { registrationId: $id, cash_code: CN }) { id } }',
      variables: { id: member.registrationId },
    });
    const answer = await new Promise<string>((resolve, reject) => {
      const req = request(`${h.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${member.token}`,
          host: 'evil.example',
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.end(body);
    });
    const { data } = JSON.parse(answer) as { data: { createPayment: { id: string } } };
    const pay = await h.knex('pays').where({ id: data.createPayment.id }).first();
    for (const url of [pay.ok_url, pay.fail_url, pay.close_url, pay.noti_url, pay.site_url])
      expect(url).not.toContain('evil.example');
    expect(pay.ok_url).toBe(`${h.url}/payments/kg/result`);
  });
});
