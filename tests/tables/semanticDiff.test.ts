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
    expect(lines).toContain('list hosts added: ["a.example"]');
  });
});
