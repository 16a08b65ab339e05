import { describe, expect, it } from 'vitest';
import { emptyFlowSet, type FlowSet } from '../../src/model/flowSet.ts';
import { semanticDiff } from '../../tools/qa/semanticDiff.ts';

const mobile = { '==': [{ var: 'device.type' }, 'mobile'] };
const signedIn = { var: 'user.signedIn' };

function flowsWith(rows: { id: string; when: unknown; result: object; examples: object[] }[]): FlowSet {
  const flows = emptyFlowSet();
  flows.decisions.banner = { $schema: '', id: 'banner', rows, default: { id: 'none', examples: [{ facts: {} }] } } as never;
  return flows;
}

describe('flows:diff', () => {
  it('reports a moved row and the example whose result changed because of it', () => {
    const phone = { id: 'phone', when: mobile, result: { show: 'small' }, examples: [{ name: 'a phone', facts: { device: { type: 'mobile' } } }] };
    const member = {
      id: 'member',
      when: signedIn,
      result: { show: 'member' },
      examples: [{ name: 'signed-in phone', facts: { device: { type: 'mobile' }, user: { signedIn: true } } }],
    };
    const lines = semanticDiff(flowsWith([phone, member]), flowsWith([member, phone]));
    expect(lines).toContain('decision banner: row "member" moved from position 2 to 1');
    expect(lines).toContain(
      'decision banner: example "signed-in phone" of row "member" {"device":{"type":"mobile"},"user":{"signedIn":true}}: was "phone", now "member"',
    );
  });

  it('reports changed conditions and outcomes, and changed lists', () => {
    const before = flowsWith([{ id: 'phone', when: mobile, result: { show: 'small' }, examples: [] }]);
    const after = flowsWith([{ id: 'phone', when: { '==': [{ var: 'device.type' }, 'tablet'] }, result: { show: 'large' }, examples: [] }]);
    after.lists.hosts = ['a.example'];
    const lines = semanticDiff(before, after);
    expect(lines).toContain(
      'decision banner: row "phone" condition changed: {"==":[{"var":"device.type"},"mobile"]} -> {"==":[{"var":"device.type"},"tablet"]}',
    );
    expect(lines).toContain('decision banner: row "phone" outcome changed: {"result":{"show":"small"}} -> {"result":{"show":"large"}}');
    expect(lines).toContain('list hosts added: "a.example"');
  });
});

/** Issue 19 item 7: the studio's Changes panel shows these lines, so each says the change in words, not as JSON. */
describe('flows:diff in words', () => {
  const chat = { description: 'Spec 4.7: the live chat check runs while this is on.', default: true };

  it("says a switch's default turned off or on, and its description apart", () => {
    const before = emptyFlowSet();
    const after = emptyFlowSet();
    before.switches = { FF_LIVE_PERSON_CHAT: chat, FF_OFF: { description: 'off', default: false } };
    after.switches = { FF_LIVE_PERSON_CHAT: { ...chat, default: false }, FF_OFF: { description: 'now said better', default: true } };
    expect(semanticDiff(before, after)).toEqual([
      'switch FF_LIVE_PERSON_CHAT turned off by default',
      'switch FF_OFF turned on by default',
      'switch FF_OFF description changed: "off" -> "now said better"',
    ]);
    after.switches = { FF_NEW: { description: 'new', default: false } };
    expect(semanticDiff(before, after)).toEqual(['switch FF_LIVE_PERSON_CHAT removed', 'switch FF_OFF removed', 'switch FF_NEW added, off by default']);
  });

  it("names a list's items added and removed, and says a change of order alone", () => {
    const before = emptyFlowSet();
    const after = emptyFlowSet();
    before.lists = { retryUrls: ['/cartservice/cart/', '/omnidlservice/', '/prepayservice/readDL'], codes: [1, 2] };
    after.lists = { retryUrls: ['/cartservice/cart/', '/omnidlservice/', '/newservice/added/'], codes: [2, 1] };
    expect(semanticDiff(before, after)).toEqual([
      'list retryUrls: "/newservice/added/" added, "/prepayservice/readDL" removed',
      'list codes: same items, order changed',
    ]);
  });

  it('lists a Spanish text changed beside the English one', () => {
    const before = emptyFlowSet();
    const after = emptyFlowSet();
    before.texts = { 'plumbing.cancelledCase': 'Your request was cancelled.' };
    after.texts = { 'plumbing.cancelledCase': 'We cancelled this request.' };
    before.translations = { es: { 'plumbing.cancelledCase': 'Su solicitud fue cancelada.', 'plumbing.gone': 'Ya no' } };
    after.translations = { es: { 'plumbing.cancelledCase': 'Cancelamos esta solicitud.', 'plumbing.new': 'Nuevo' } };
    expect(semanticDiff(before, after)).toEqual([
      'text plumbing.cancelledCase changed: "Your request was cancelled." -> "We cancelled this request."',
      'Spanish text plumbing.cancelledCase changed: "Su solicitud fue cancelada." -> "Cancelamos esta solicitud."',
      'Spanish text plumbing.gone removed',
      'Spanish text plumbing.new added: "Nuevo"',
    ]);
  });
  it('says a setting by its declared type, not as JSON: a time with its length, an hour, on or off, hosts by name', () => {
    const before = emptyFlowSet();
    const after = emptyFlowSet();
    before.settings = {
      redirectDelayMs: 2000,
      videoChatFromHour: 8,
      cardApplicationSkipNbxFeedback: false,
      productionHosts: ['www.carrier.example', 'old.carrier.example'],
      nullRedirectUrl: '/signin/',
      retryCount: 1,
      sessionTickMs: 1000,
    };
    after.settings = {
      redirectDelayMs: 90000,
      videoChatFromHour: 9,
      cardApplicationSkipNbxFeedback: true,
      productionHosts: ['www.carrier.example', 'shop.carrier.example'],
      nullRedirectUrl: '/login/',
      retryCount: 2,
      videoWindowMaxPx: 800,
    };
    expect(semanticDiff(before, after)).toEqual([
      'setting redirectDelayMs changed: 2000 milliseconds (2 seconds) -> 90000 milliseconds (1.5 minutes)',
      'setting videoChatFromHour changed: 08:00 -> 09:00',
      'setting cardApplicationSkipNbxFeedback turned on',
      'setting productionHosts: "shop.carrier.example" added, "old.carrier.example" removed',
      'setting nullRedirectUrl changed: "/signin/" -> "/login/"',
      'setting retryCount changed: 1 -> 2',
      'setting sessionTickMs removed',
      'setting videoWindowMaxPx added: 800 pixels',
    ]);
  });

  it('says a time flows:check refuses as not allowed, and a negative offset as minus a time (it read "-1 hours")', () => {
    const before = emptyFlowSet();
    const after = emptyFlowSet();
    before.settings = { redirectDelayMs: 2000, cookieExpiryOffsetMs: -259200000, sessionTickMs: 1000 };
    after.settings = { redirectDelayMs: -3600000, cookieExpiryOffsetMs: -3600000, sessionTickMs: 99999999999 };
    expect(semanticDiff(before, after)).toEqual([
      'setting redirectDelayMs changed: 2000 milliseconds (2 seconds) -> -3600000 milliseconds (not allowed: a number of milliseconds is 0 or more)',
      'setting cookieExpiryOffsetMs changed: -259200000 milliseconds (minus 3 days) -> -3600000 milliseconds (minus 1 hour)',
      'setting sessionTickMs changed: 1000 milliseconds (1 second) -> 99999999999 milliseconds (about 3.2 years; not allowed: a number of milliseconds is at most 86400000, 1 day)',
    ]);
  });
});
