// @vitest-environment node
import axios from 'axios';
import { describe, expect, it } from 'vitest';
import { ORIGIN, post, useMockServer } from './mockServerHarness.ts';

useMockServer();

describe('mock services: default answers (contracts 6)', () => {
  it('getoffers: direct apply in NJ with gc_10 (read through axios, like the app)', async () => {
    const response = await axios.post(`${ORIGIN}/accountlandingservice/isaac/getoffers`, { pageContext: 'creditcardmlp' });
    expect(response.status).toBe(200);
    expect(response.headers['x-mock-source']).toBe('default');
    expect(response.data).toEqual({
      issacPromo: {
        stateCd: 'NJ',
        vvcFFlag: true,
        proposition: {
          isDirectApply: true,
          isEmployeeEligible: false,
          propositionId: 'P-100',
          syfOfferId: 'SYF-1',
          rank: 1,
          spoName: 'gc_10',
          soiEngagementId: 'SOI-1',
        },
        tagInformation: { enterpriseId: '' },
      },
      errors: [],
    });
  });

  it('getOpenBankEligibility: eligible', async () => {
    const body = await (await post('/accountlandingservice/isaac/getOpenBankEligibility')).json();
    expect(body).toMatchObject({
      openBankEligibility: { openbankFFlag: true, openbankSignUpFFlag: true, customErrorMessagesFFlag: true },
      accountStatus: '',
      mtnStatus: 'A',
      content: { header: '', subHeader: '', ctaLabel: '' },
      errorCode: '',
      errors: [],
    });
  });

  it('application calls answer partner postback URLs', async () => {
    const card = await (await post('/accountlandingservice/isaac/createapplication')).json();
    const savings = await (await post('/accountlandingservice/isaac/openBankApplication')).json();
    expect(card.customerInfo).toEqual({ postbackURL: 'https://apply.cardbank.example/start?app=1', errorCode: '' });
    expect(savings.customerInfo).toEqual({ postbackURL: 'https://apply.savingsbank.example/open?s=1', errorCode: '' });
  });

  it('keep-alive: 200 {} on the postpaid and prepay paths', async () => {
    for (const path of ['/fraudservice/session/keepalive', '/prepayservice/session/keepalive']) {
      const response = await post(path);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({});
    }
  });

  it('answers every path variant, whatever the origin, ignoring the query', async () => {
    const urls = [
      'http://127.0.0.1/cartservice/cart/getNSAThrottleList',
      'http://localhost:5173/cartservice/cart/nse/getNSAThrottleList?x=1',
      'https://www.example.test/cartservice/cart/nse/getNSAThrottleList#frag',
    ];
    for (const url of urls) {
      const body = await (await fetch(url, { method: 'POST' })).json();
      expect(body.throttleList).toEqual(['EA_BAU', 'NSA_REDIRECT_TH_PROSPECT']);
    }
  });

  it('pdm answers with and without the trailing slash', async () => {
    for (const path of ['/personalizationrecommendationsservice/pdm', '/personalizationrecommendationsservice/pdm/']) {
      expect((await post(path, { source: 'cart' })).status).toBe(200);
    }
  });

  it('video chat: available with more than 3 agents', async () => {
    const body = await (await fetch(`${ORIGIN}/support/1d/data/nos/videochat?zip=0`)).json();
    expect(body.isVideoChatAvailable).toBe(true);
    expect(body.mediaoutput.agentstatistics[0].available).toBeGreaterThan(3);
  });

  it('livePersonCheck: status 0 with propositions on every variant', async () => {
    for (const path of ['/accountlandingservice/cosales/livePersonCheck', '/accountlandingservice/cosales/nse/livePersonCheck']) {
      const body = await (await post(path)).json();
      expect(body.service.serviceHeader.statusCode).toBe('0');
      expect(body.service.serviceBody.serviceResponse.propositionList.proposition[0].propositionId).toBe('PLP_08');
      expect(body.throttleList).toEqual([]);
    }
  });

  it('clearCache succeeds with code 200', async () => {
    const response = await post('/fraudservice/session/nse/clearCache');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 200 });
  });

  it('GET /fraudservice/session/logout redirects to the signed-out page; POST is the service', async () => {
    const page = await fetch(`${ORIGIN}/fraudservice/session/logout`, { redirect: 'manual' });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/sales/digital/signedout.html');
    expect(await (await post('/fraudservice/session/logout')).json()).toEqual({});
  });

  it('content without a file answers 404 { status: "ERROR" }', async () => {
    const response = await fetch(`${ORIGIN}/content/services-v1/no-such-content.json`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 'ERROR' });
  });
});
