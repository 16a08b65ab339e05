// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applySetup } from '../../../src/app/studioPreview/applySetup.ts';
import { nodeKeyAt, rangeOfNode } from '../../../src/app/studioPreview/nodeMarkers.ts';
import { frameName, setupOfFrame } from '../../../src/app/studioPreview/previewProtocol.ts';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  document.cookie = 'loggedIn=; path=/; max-age=0';
  document.cookie = 'role=; path=/; max-age=0';
});

describe('node markers in the preview frame', () => {
  it('find the DOM of a node between its markers, and the deepest node under a click', () => {
    document.body.innerHTML = `
      <ul>
        <template data-sf-node="0"></template>
        <li id="a">A<template data-sf-node="0.0"></template><b id="inner">x</b><template data-sf-node-end="0.0"></template></li>
        <template data-sf-node-end="0"></template>
        <template data-sf-node="1"></template><li id="b">B</li><template data-sf-node-end="1"></template>
      </ul>`;
    const range = rangeOfNode(document, '1');
    expect(range?.cloneContents().textContent).toBe('B');
    expect(rangeOfNode(document, '7')).toBeNull();
    expect(nodeKeyAt(document, document.getElementById('inner') as Node)).toBe('0.0');
    expect(nodeKeyAt(document, document.getElementById('a') as Node)).toBe('0');
    expect(nodeKeyAt(document, document.getElementById('b') as Node)).toBe('1');
    expect(nodeKeyAt(document, document.body)).toBeNull();
  });
});

describe('the preview setup', () => {
  it('travels in the frame name and is read back only from a studio frame', () => {
    const setup = { shopper: 'guest' as const, nativeApp: true, throttleList: ['EA_VC'] };
    expect(setupOfFrame(frameName(setup))).toEqual(setup);
    expect(setupOfFrame('')).toBeNull();
    expect(setupOfFrame('storeflow-studio-preview{oops')).toBeNull();
  });

  it('sets the contracts 5 cookies, the native user agent and the throttle list override, keeping other overrides', () => {
    localStorage.setItem('mock:overrides', JSON.stringify({ 'POST /x': { status: 503 } }));
    applySetup(window, { shopper: 'guest', nativeApp: true, throttleList: ['EA_VC'] });
    expect(document.cookie).toContain('loggedIn=true');
    expect(document.cookie).toContain('role=guest');
    expect(navigator.userAgent).toContain('VZW-MFA');
    expect(JSON.parse(localStorage.getItem('mock:overrides') ?? '')).toEqual({
      'POST /x': { status: 503 },
      'POST /cartservice/cart/getNSAThrottleList': { body: { throttleList: ['EA_VC'], errors: [] } },
      'POST /cartservice/cart/nse/getNSAThrottleList': { body: { throttleList: ['EA_VC'], errors: [] } },
    });
    applySetup(window, { shopper: 'signedOut', nativeApp: false, throttleList: null });
    expect(document.cookie).not.toContain('loggedIn');
    expect(document.cookie).not.toContain('role');
    expect(JSON.parse(localStorage.getItem('mock:overrides') ?? '')).toEqual({ 'POST /x': { status: 503 } });
  });
});
