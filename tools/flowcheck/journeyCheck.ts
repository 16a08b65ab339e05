import type { ErrorObject } from 'ajv';
import type { FlowSet } from '../../src/model/flowSet.ts';
import type { Effect, Journey, Page, ViewNode } from '../../src/model/flowTypes.ts';
import { findPageById } from '../../src/engine/routing.ts';
import type { LogicIssue } from './logicCheck.ts';
import { checkLogic } from './logicCheck.ts';
import { checkArgTypes, checkRedirectOptionTypes } from './argTypeCheck.ts';
import type { JsonSchemaObject, RegistryManifest } from './registryManifest.ts';
import { didYouMean, hintFor, nearest, nearMissField } from './suggest.ts';
import type { NearMiss } from './problem.ts';
import { patternSaid, patternUse } from './patternWords.ts';
import { pageRoutes } from './pageRoutes.ts';
import { checkValue, checkValues, type ValueContext } from './valueCheck.ts';
import { previewAgainst, previewError } from './propPreview.ts';
import { isRecord } from '../isRecord.ts';

export interface JourneyIssue {
  at: (string | number)[];
  message: string;
  /** A misspelt name written whole at `at` and the name meant (problem.ts NearMiss). */
  nearMiss?: NearMiss;
}

function prefixed(prefix: (string | number)[], issues: LogicIssue[]): JourneyIssue[] {
  return issues.map((issue) => ({ ...issue, at: [...prefix, ...issue.at] }));
}

function isEventProp(schema: JsonSchemaObject | undefined): boolean {
  return schema?.$comment === 'event';
}

/** A node's component and props against the component's registered schema. */
function checkNode(node: ViewNode, at: (string | number)[], manifest: RegistryManifest, values: ValueContext, events: Set<string>): JourneyIssue[] {
  const issues: JourneyIssue[] = [];
  const component = manifest.components[node.component];
  if (!component) {
    const meant = nearest(node.component, Object.keys(manifest.components));
    issues.push({
      at: [...at, 'component'],
      message: `unknown component "${node.component}".${hintFor(meant)} Known components: ${Object.keys(manifest.components).join(', ')}.`,
      ...nearMissField(node.component, meant),
    });
  } else {
    const schema = component.propsSchema;
    const propSchemas = schema.properties ?? {};
    for (const [name, value] of Object.entries(node.props ?? {})) {
      const propSchema = propSchemas[name];
      if (!propSchema) {
        const meant = nearest(name, Object.keys(propSchemas));
        issues.push({
          at: [...at, 'props', name],
          message: `component ${node.component} has no prop "${name}".${hintFor(meant)} Its props: ${Object.keys(propSchemas).join(', ')}.`,
          ...nearMissField(name, meant),
        });
        continue;
      }
      const isEvent = isRecord(value) && typeof value.event === 'string';
      if (isEventProp(propSchema) !== isEvent) {
        issues.push({
          at: [...at, 'props', name],
          message: isEvent
            ? `prop "${name}" of ${node.component} does not take an event.`
            : `prop "${name}" of ${node.component} takes an event: write { "event": "NAME" }.`,
        });
        continue;
      }
      if (isEvent) {
        events.add(String(value.event));
        continue;
      }
      const preview = previewAgainst(value, propSchema, values.texts);
      const problem = preview && previewError(preview);
      if (problem) {
        // Inside a list or an object prop (an offer card's icon), the place and the value there, not the whole prop.
        const { error, inner } = problem;
        const found = inner.reduce<unknown>((part, key) => (part as Record<string | number, unknown> | undefined)?.[key], value);
        issues.push({
          at: [...at, 'props', name, ...inner],
          message: `prop "${name}"${inner.length > 0 ? ` (at ${inner.join('.')})` : ''} of ${node.component} ${propValueHint(error, name)} (got ${JSON.stringify(inner.length > 0 ? found : value)}).`,
        });
      }
      issues.push(...prefixed([...at, 'props', name], checkValue(value, values)));
    }
    for (const required of schema.required ?? []) {
      if (!(required in (node.props ?? {})))
        issues.push({ at: [...at, 'props'], message: `component ${node.component} needs prop "${required}". Fix: add "props": { "${required}": ... }.` });
    }
  }
  if (node.when !== undefined) issues.push(...prefixed([...at, 'when'], checkLogic(node.when, values.vocabulary)));
  // A condition that is false hides the node from every shopper and passes every other check: the studio's "Add a
  // condition" starts there ("never", as a new table row does), so saving it before adding a clause must be said.
  if (node.when === false)
    issues.push({
      at: [...at, 'when'],
      message: `${node.component}${node.testId ? ` ${node.testId}` : ''} never shows: its condition is false. Fix: give it a condition that can hold (in the studio, add a clause in its condition builder), or remove the node.`,
    });
  (node.children ?? []).forEach((child, index) => issues.push(...checkNode(child, [...at, 'children', index], manifest, values, events)));
  return issues;
}

/**
 * One effect's names and values. `page` is null outside a page (error-table
 * effects, tools/flowcheck/tableCheck.ts): event handlers are then not looked up.
 */
export function checkEffect(
  effect: Effect,
  at: (string | number)[],
  page: Page | null,
  flows: FlowSet,
  manifest: RegistryManifest,
  values: ValueContext,
): JourneyIssue[] {
  const issues: JourneyIssue[] = [];
  const handlerExists = (event: string | undefined, key: string): void => {
    if (event && page && !page.on?.[event])
      issues.push({
        at: [...at, key],
        message: `event "${event}" has no handler on this page. Fix: add "on": { "${event}": [...] } to the page.${didYouMean(event, Object.keys(page.on ?? {}))}`,
      });
  };
  if ('call' in effect) {
    const meant = manifest.adapters[effect.call] ? null : nearest(effect.call, Object.keys(manifest.adapters));
    if (!manifest.adapters[effect.call])
      issues.push({
        at: [...at, 'call'],
        message: `unknown service "${effect.call}".${hintFor(meant)} Registered services: ${Object.keys(manifest.adapters).join(', ')}.`,
        ...nearMissField(effect.call, meant),
      });
    handlerExists(effect.onDone, 'onDone');
    handlerExists(effect.onError, 'onError');
  } else if ('goto' in effect) {
    // Which pages exist, from the route table: a goto looks at no other journey's content.
    if (!findPageById(pageRoutes(flows), effect.goto)) {
      const pageIds = Object.values(pageRoutes(flows).journeys).flatMap((journey) => Object.keys(journey.pages));
      // The page id is matched; a journey written before it ("shop.pdpp") is kept in the name meant.
      const dot = effect.goto.lastIndexOf('.');
      const pageMeant = nearest(effect.goto.slice(dot + 1), pageIds);
      issues.push({
        at: [...at, 'goto'],
        message: `unknown page "${effect.goto}" (goto needs a page id of a journey).${hintFor(pageMeant)}`,
        // Offered only when the name meant is a page: the closest id may be another journey's than the one written.
        ...nearMissField(
          effect.goto,
          pageMeant !== null && findPageById(pageRoutes(flows), `${effect.goto.slice(0, dot + 1)}${pageMeant}`)
            ? `${effect.goto.slice(0, dot + 1)}${pageMeant}`
            : null,
        ),
      });
    }
    issues.push(...prefixed([...at, 'query'], checkValues(effect.query, values)));
  } else if ('redirect' in effect) {
    if (effect.allowHosts && !flows.lists[effect.allowHosts])
      issues.push({
        at: [...at, 'allowHosts'],
        message: `unknown list "${effect.allowHosts}".${didYouMean(effect.allowHosts, Object.keys(flows.lists))}`,
        ...nearMissField(effect.allowHosts, nearest(effect.allowHosts, Object.keys(flows.lists))),
      });
    issues.push(...prefixed([...at, 'redirect'], checkValue(effect.redirect, values)));
    for (const option of ['delayMs', 'stripMtnFlow'] as const)
      if (effect[option] !== undefined) issues.push(...prefixed([...at, option], checkValue(effect[option], values)));
    issues.push(...checkRedirectOptionTypes(effect as unknown as Record<string, unknown>, flows.settings, values.texts, at));
  } else if ('action' in effect) {
    const action = manifest.actions[effect.action];
    if (!action) {
      const meant = nearest(effect.action, Object.keys(manifest.actions));
      issues.push({ at: [...at, 'action'], message: `unknown action "${effect.action}".${hintFor(meant)}`, ...nearMissField(effect.action, meant) });
    } else {
      const known = action.argsSchema.properties ?? {};
      for (const name of Object.keys(effect.args ?? {}))
        if (!known[name])
          issues.push({
            at: [...at, 'args', name],
            message: `action ${effect.action} has no argument "${name}".${didYouMean(name, Object.keys(known))}`,
            ...nearMissField(name, nearest(name, Object.keys(known))),
          });
      for (const required of action.argsSchema.required ?? [])
        if (!(required in (effect.args ?? {}))) issues.push({ at: [...at, 'args'], message: `action ${effect.action} needs argument "${required}".` });
      issues.push(...checkArgTypes(effect.action, effect.args, action.argsSchema, flows.settings, values.texts, at));
    }
    issues.push(...prefixed([...at, 'args'], checkValues(effect.args, values)));
  } else if ('set' in effect) {
    issues.push(...prefixed([...at, 'to'], checkValue(effect.to, values)));
  } else if ('track' in effect) {
    issues.push(...prefixed([...at, 'data'], checkValues(effect.data, values)));
  }
  return issues;
}

/** Every name a journey uses, checked against registries and flows (reachability across journeys: navigationCheck.ts). */
export function checkJourney(journey: Journey, flows: FlowSet, manifest: RegistryManifest, vocabulary: JsonSchemaObject): JourneyIssue[] {
  return [
    ...checkJourneyStart(journey),
    ...Object.entries(journey.pages).flatMap(([pageId, page]) => checkJourneyPage(pageId, page, flows, manifest, vocabulary)),
  ];
}

/** The journey's start names one of its pages. */
export function checkJourneyStart(journey: Pick<Journey, 'start' | 'pages'>): JourneyIssue[] {
  if (journey.pages[journey.start]) return [];
  return [{ at: ['start'], message: `start page "${journey.start}" is not in pages.${didYouMean(journey.start, Object.keys(journey.pages))}` }];
}

/** Every name one page of a journey uses (flows:check keeps each page's problems apart: an edit checks its page again). */
export function checkJourneyPage(pageId: string, page: Page, flows: FlowSet, manifest: RegistryManifest, vocabulary: JsonSchemaObject): JourneyIssue[] {
  const issues: JourneyIssue[] = [];
  const base: ValueContext = { vocabulary, texts: flows.texts };
  const inHandler: ValueContext = { ...base, logic: { extraRoots: ['event'] } };
  const at = ['pages', pageId];
  const events = new Set<string>();
  issues.push(...prefixed([...at, 'title'], checkValue(page.title, base)));
  if (page.analytics) issues.push(...prefixed([...at, 'analytics', 'pageName'], checkValue(page.analytics.pageName, base)));
  page.body.forEach((node, index) => issues.push(...checkNode(node, [...at, 'body', index], manifest, base, events)));
  const collect = (effects: readonly Effect[] | undefined, effectsAt: (string | number)[], context: ValueContext): void => {
    (effects ?? []).forEach((effect, index) => {
      issues.push(...checkEffect(effect, [...effectsAt, index], page, flows, manifest, context));
    });
  };
  collect(page.onEnter, [...at, 'onEnter'], base);
  for (const [event, handlers] of Object.entries(page.on ?? {})) {
    handlers.forEach((handler, index) => {
      if (handler.when !== undefined)
        issues.push(...prefixed([...at, 'on', event, index, 'when'], checkLogic(handler.when, vocabulary, { extraRoots: ['event'] })));
      collect(handler.effects, [...at, 'on', event, index, 'effects'], inHandler);
    });
  }
  for (const event of events) {
    if (!page.on?.[event])
      issues.push({
        at: [...at, 'body'],
        message: `a component sends event "${event}" but the page has no handler for it. Fix: add "on": { "${event}": [ { "effects": [...] } ] }.${didYouMean(event, Object.keys(page.on ?? {}))}`,
      });
  }
  return issues;
}

/**
 * AJV's words for a prop's value, with the allowed values named where the prop is a choice ("must be one of …"), and
 * a pattern said in the words schemaCheck uses (patternWords.ts), never the raw regex; `prop` is the use when the
 * pattern is on the prop's own schema.
 */
export function propValueHint(error: ErrorObject | undefined, prop: string): string {
  if (error?.keyword === 'enum') {
    const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
    return `must be one of ${allowed.map((value) => JSON.stringify(value)).join(', ')}`;
  }
  if (error?.keyword === 'pattern') {
    const pattern = String((error.params as { pattern: unknown }).pattern);
    const said = patternSaid(pattern, patternUse(error.schemaPath) ?? prop);
    return said ? `must be ${said}` : `does not match the pattern ${pattern}`;
  }
  return error?.message ?? 'is invalid';
}
