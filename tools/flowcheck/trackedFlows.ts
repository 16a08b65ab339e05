import { findNodeAtLocation } from 'jsonc-parser';
import type { FlowSet } from '../../src/model/flowSet.ts';
import type { Journey, Page } from '../../src/model/flowTypes.ts';
import type { CompositionInputs, Origins, TypedFile } from './assemble.ts';
import { groupFiles, vocabularyReads, type ReadGroup } from './readGroups.ts';
import type { FlowFile } from './flowFile.ts';
import { pageRoutesKey, pageRoutesOf } from './pageRoutes.ts';
import { textHash } from './unitCache.ts';
import { isRecord } from '../isRecord.ts';
import { nameReadFingerprints, nameReadPath } from './trackedVocabulary.ts';
import { viewsCollection } from './recordNames.ts';
import { sha1 } from '../sha1.ts';

/**
 * What a check unit read of the flow set, so its problems can be reused by a
 * later run while none of it changed (issue 20 item 4: one file checked in
 * 300 ms with the rest from a cache). A read is named `<collection>/<name>`
 * (one journey, one text key, one setting...), `<collection>/*` (its list of
 * names, read by Object.keys and the like) or `<property>` (a value that is
 * not a collection). Reads inside one entry are the entry's: a unit that reads
 * any part of journey `shop` depends on all of it.
 */
export type Reads = Set<string>;

/** A read below one journey: `@` and the path as JSON, e.g. `@["shop","pages","home","route"]` (`"*"` last: the names). */
const deepRead = (path: readonly string[]): string => `@${JSON.stringify(path)}`;

const rawOf = new WeakMap<object, { flows: FlowSet; reads: Reads }>();

/**
 * The read that a text is there, and a string, not of its words: `texts?/<key>`. A key's `in` and a check whose
 * outcome no words can change (a prop whose schema does not look at a string's words: tools/flowcheck/propPreview.ts)
 * read this, so editing a text's words does not check again every page that shows it (issue 20 item 4,
 * docs/performance.md "flows:check after a text edit").
 */
export function textPresenceRead(key: string): string {
  return `texts?/${key}`;
}

/** The recording views of `flows.texts`: how to read a text's words as its presence only. */
const wordsUnread = new WeakMap<object, (key: string) => unknown>();

/**
 * A text's words (what `texts[key]` gives), recorded as a read of the text's presence only (textPresenceRead): for a
 * caller whose outcome is the same whatever the words of a text that is there. On plain texts it is `texts[key]`.
 */
export function textUnread(texts: Readonly<Record<string, string>>, key: string): string | undefined {
  const unread = wordsUnread.get(texts);
  return (unread ? unread(key) : Object.hasOwn(texts, key) ? texts[key] : undefined) as string | undefined;
}

/**
 * A view of `flows` that records each read into `reads`. Collections are
 * wrapped; journeys one step deeper (a journey, its pages map and each page),
 * because every journey check looks at the other journeys' page names and
 * routes, and an edit inside one journey must not make them all run again.
 * Below that the real values are handed out (so identity checks such as
 * `flows.redirectTables[id] === document` hold), covered by the read that
 * handed them out.
 */
export function trackedFlows(flows: FlowSet, reads: Reads): FlowSet {
  const collections = new Map<string, object>();
  /**
   * An object below a journey whose own properties are reads at `path` + name; `inner` wraps some of them further.
   * Each view is made once per path, and names each read once (the checks walk the journeys' pages many times, and
   * a JSON text built per property read was most of the navigation check's time).
   */
  const deep = (path: string[], target: object, inner?: (key: string, value: unknown) => unknown): object => {
    const named = new Map<string, string>();
    /** The read of `name` below this path, e.g. `@["shop","pages","home"` + `,"route"]`. */
    const head = deepRead(path).slice(0, -1);
    const readOf = (name: string): string => {
      let read = named.get(name);
      if (read === undefined) named.set(name, (read = `${head},${JSON.stringify(name)}]`));
      return read;
    };
    const presence = new Map<string, string>();
    const children = new Map<string, { value: unknown; view: unknown }>();
    const all = deepRead([...path, '*']);
    return new Proxy(target, {
      get(object, name, receiver) {
        const value = Reflect.get(object, name, receiver) as unknown;
        if (typeof name !== 'string') return value;
        let child = children.get(name);
        if (child === undefined || child.value !== value) children.set(name, (child = { value, view: inner?.(name, value) }));
        if (child.view !== undefined) {
          // Handed out wrapped: what is read inside is recorded further down, but that it is there is a read too
          // (a goto to another journey's page only asks whether the page exists).
          let read = presence.get(name);
          if (read === undefined) presence.set(name, (read = deepRead([...path, name, ''])));
          reads.add(read);
          return child.view;
        }
        reads.add(readOf(name));
        return value;
      },
      has(object, name) {
        if (typeof name === 'string') reads.add(all);
        return Reflect.has(object, name);
      },
      ownKeys(object) {
        reads.add(all);
        return Reflect.ownKeys(object);
      },
      getOwnPropertyDescriptor(object, name) {
        if (typeof name === 'string') reads.add(all);
        return Reflect.getOwnPropertyDescriptor(object, name);
      },
    });
  };
  const journey = (id: string, value: object): object =>
    deep([id], value, (name, pages) =>
      name === 'pages' && isRecord(pages)
        ? deep([id, 'pages'], pages, (pageId, page) => (isRecord(page) ? deep([id, 'pages', pageId], page) : undefined))
        : undefined,
    );
  const journeyViews = new Map<string, { value: object; view: object; read: string }>();
  const collection = (property: string, target: object): object => {
    const view = new Proxy(target, {
      get(object, key, receiver) {
        const value = Reflect.get(object, key, receiver) as unknown;
        if (typeof key !== 'string') return value;
        if (property === 'journeys' && isRecord(value) && Object.hasOwn(object, key)) {
          let known = journeyViews.get(key);
          if (known === undefined || known.value !== value) journeyViews.set(key, (known = { value, view: journey(key, value), read: deepRead([key, '']) }));
          reads.add(known.read);
          return known.view;
        }
        reads.add(`${property}/${key}`);
        return value;
      },
      has(object, key) {
        // `key in texts` tells whether the text is there, not its words.
        if (typeof key === 'string') reads.add(property === 'texts' ? textPresenceRead(key) : `${property}/${key}`);
        return Reflect.has(object, key);
      },
      ownKeys(object) {
        reads.add(`${property}/*`);
        return Reflect.ownKeys(object);
      },
      getOwnPropertyDescriptor(object, key) {
        // `Object.hasOwn(texts, key)` (an own key, where `in` finds "constructor" too: valueCheck.ts) tells whether the
        // text is there, as `key in texts` does. Enumerating the texts (Object.keys) asks this of every key, after
        // ownKeys read their names, which covers each key's presence: nothing more to record then.
        if (typeof key === 'string') reads.add(property === 'texts' && !reads.has('texts/*') ? textPresenceRead(key) : `${property}/*`);
        return Reflect.getOwnPropertyDescriptor(object, key);
      },
    });
    // Object.keys(view) records the list (ownKeys) and then asks each name's descriptor (one more trap per name).
    viewsCollection(view, target, () => void reads.add(`${property}/*`));
    if (property === 'texts')
      wordsUnread.set(view, (key) => {
        reads.add(textPresenceRead(key));
        return Object.hasOwn(target, key) ? (Reflect.get(target, key) as unknown) : undefined;
      });
    return view;
  };
  const view = new Proxy(flows, {
    get(object, key, receiver) {
      if (key === pageRoutesKey) {
        // Which pages exist and their routes (tools/flowcheck/pageRoutes.ts), read without composing a journey.
        reads.add('pageRoutes');
        return pageRoutesOf(object);
      }
      const value = Reflect.get(object, key, receiver) as unknown;
      if (typeof key !== 'string') return value;
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        reads.add(key);
        return value;
      }
      if (!collections.has(key)) collections.set(key, collection(key, value));
      return collections.get(key);
    },
    has(object, key) {
      if (typeof key === 'string') reads.add(key);
      return Reflect.has(object, key);
    },
    ownKeys(object) {
      reads.add('*');
      return Reflect.ownKeys(object);
    },
  });
  rawOf.set(view, { flows, reads });
  return view;
}

/**
 * One entry of a collection as it is (not a view), read whole: what a unit
 * checks and where it places problems (the composer's SourceMap knows the
 * real objects only). On plain flows it is just the entry.
 */
export function wholeEntry<K extends 'journeys' | 'decisions' | 'errorTables' | 'redirectTables'>(
  flows: FlowSet,
  property: K,
  name: string,
): FlowSet[K][string] | undefined {
  const tracked = rawOf.get(flows);
  if (!tracked) return flows[property][name] as FlowSet[K][string] | undefined;
  tracked.reads.add(`${property}/${name}`);
  return tracked.flows[property][name] as FlowSet[K][string] | undefined;
}

const wholeMark = '#whole';

/** The read of one page of a composed journey, whole: its value and the files it was composed from (wholePage). */
export function pageRead(journeyId: string, pageId: string): string {
  return deepRead([journeyId, 'pages', pageId, wholeMark]);
}

/**
 * One page of a composed journey and its journey as they are (not views), the page read whole: what a check unit of
 * one page checks and where it places problems (the SourceMap knows the real objects only). The journey's other
 * pages are not read: a unit that reads them does so through the flows.
 */
export function wholePage(flows: FlowSet, journeyId: string, pageId: string): { journey: Journey; page: Page } | undefined {
  const tracked = rawOf.get(flows);
  tracked?.reads.add(pageRead(journeyId, pageId));
  const journey = (tracked?.flows ?? flows).journeys[journeyId];
  const page = journey && Object.hasOwn(journey.pages, pageId) ? journey.pages[pageId] : undefined;
  return journey && page ? { journey, page } : undefined;
}

/** The Origins fields that map a name to its file, by the flow-set collection of the same names. */
const originMaps = ['journeys', 'decisions', 'errorTables', 'redirectTables', 'texts', 'translations', 'lists', 'settings', 'content'] as const;

/**
 * A view of `origins` that records, like trackedFlows, the names a unit looks
 * up (`texts/<key>`: the same read as the text itself, whose fingerprint
 * includes its file and its place there) and the maps it walks whole (`<collection>/*` and
 * `origins/<collection>`: which name is in which file).
 */
export function trackedOrigins(origins: Origins, reads: Reads): Origins {
  // Copied with its getters: what is not read stays unbuilt.
  const tracked = Object.defineProperties({}, Object.getOwnPropertyDescriptors(origins)) as Origins;
  for (const property of originMaps) {
    const map = origins[property] as Map<string, unknown>;
    const whole = (): void => void reads.add(`${property}/*`).add(`origins/${property}`);
    (tracked as unknown as Record<string, unknown>)[property] = new Proxy(map, {
      get(target, key) {
        if (key === 'get' || key === 'has')
          return (name: string) => {
            reads.add(`${property}/${name}`);
            return key === 'get' ? target.get(name) : target.has(name);
          };
        whole();
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  }
  return tracked;
}

/** Each collection's map of where its entries were written (for problems placed in that file). */
function originFiles(origins: Origins, property: string, name: string): FlowFile[] {
  const byName: Partial<Record<string, Map<string, FlowFile>>> = {
    journeys: origins.journeys,
    decisions: origins.decisions,
    errorTables: origins.errorTables,
    redirectTables: origins.redirectTables,
    texts: origins.texts,
    lists: origins.lists,
    settings: origins.settings,
    content: origins.content,
  };
  if (property === 'translations') return [...(origins.translations.get(name)?.values() ?? [])];
  const file = byName[property]?.get(name);
  return file ? [file] : [];
}

/** Where each line of a file starts, for line and column of an offset without counting from the start each time. */
const lineStartsOf = new WeakMap<FlowFile, number[]>();

function lineAndColumn(file: FlowFile, offset: number): string {
  let starts = lineStartsOf.get(file);
  if (starts === undefined) {
    starts = [0];
    for (let index = file.text.indexOf('\n'); index >= 0; index = file.text.indexOf('\n', index + 1)) starts.push(index + 1);
    lineStartsOf.set(file, starts);
  }
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] as number) <= offset) low = middle;
    else high = middle - 1;
  }
  return `${low + 1}:${offset - (starts[low] as number) + 1}`;
}

/** Each texts file's places of its texts (textPlace), found in one walk of the file. */
const textPlacesOf = new WeakMap<FlowFile, Map<string, string>>();

/**
 * Where a text is written in its texts file: the line and column of its key and of its words, which is all a
 * problem placed at that text can say of the file. Not the file's whole text: editing one text's words would then
 * change every text of the file, and every page showing any of them was checked again (issue 20 item 4,
 * docs/performance.md "flows:check after a text edit"). The file's texts are walked once for all of them (a search per
 * key walked them for each: most of the fingerprints' time after a wording edit, session 37); the first of a key
 * written twice, as `findNodeAtLocation` finds it.
 */
function textPlace(file: FlowFile, key: string): string | undefined {
  let places = textPlacesOf.get(file);
  if (places === undefined) {
    places = new Map();
    const texts = file.tree ? findNodeAtLocation(file.tree, ['texts']) : undefined;
    for (const property of texts?.type === 'object' ? (texts.children ?? []) : []) {
      const [name, value] = property.children ?? [];
      if (property.children?.length !== 2 || typeof name?.value !== 'string' || !value || places.has(name.value)) continue;
      places.set(name.value, `${lineAndColumn(file, property.offset)}-${lineAndColumn(file, value.offset)}`);
    }
    textPlacesOf.set(file, places);
  }
  return places.get(key);
}

/**
 * The fingerprint of each read in one run: the value read, and where it was
 * written (the files and places the composer took each part from, with those
 * files' text), because a unit's problems carry line numbers in them. Two runs
 * that give a read the same fingerprint give the unit the same input there.
 */
export function readFingerprints(flows: FlowSet, origins: Origins, fileHash: (file: FlowFile) => string): (read: string) => string {
  const memo = new Map<string, string>();
  const fingerprint = (read: string): string => {
    const record = flows as unknown as Record<string, unknown>;
    if (read === '*') return sha1(JSON.stringify(flows));
    if (read === 'pageRoutes') return sha1(JSON.stringify(pageRoutesOf(flows)));
    if (read.startsWith('@')) {
      const path = JSON.parse(read.slice(1)) as string[];
      let value: unknown = flows.journeys;
      // [..., name, ""]: that entry is there (a journey, its pages map, a page; its content is read further down).
      if (path.length >= 2 && path[path.length - 1] === '') {
        for (const segment of path.slice(0, -1)) {
          if (value === null || typeof value !== 'object' || !Object.hasOwn(value, segment)) return 'absent';
          value = (value as Record<string, unknown>)[segment];
        }
        return 'present';
      }
      for (const [index, segment] of path.entries()) {
        if (value === null || typeof value !== 'object') return 'absent';
        if (segment === '*' && index === path.length - 1) return sha1(JSON.stringify(Object.keys(value)));
        if (segment === wholeMark && index === path.length - 1) {
          // A page read whole: where its parts were written decides where its problems point.
          const files = origins.sourceMap?.filesOf(value) ?? new Set<FlowFile>();
          return sha1(`${JSON.stringify(value)}\n${[...files].map((file) => `${file.path}#${fileHash(file)}`).join('\n')}`);
        }
        if (!Object.hasOwn(value, segment)) return 'absent';
        value = (value as Record<string, unknown>)[segment];
      }
      return sha1(JSON.stringify(value ?? null));
    }
    if (read.startsWith('origins/')) {
      const map = (origins as unknown as Record<string, Map<string, unknown>>)[read.slice('origins/'.length)];
      return sha1(
        JSON.stringify(
          [...(map ?? new Map<string, unknown>())].map(([name, file]) => [
            name,
            file instanceof Map ? [...(file as Map<string, FlowFile>)].map(([key, inFile]) => [key, inFile.path]) : (file as FlowFile).path,
          ]),
        ),
      );
    }
    const slash = read.indexOf('/');
    if (slash < 0) return sha1(JSON.stringify(record[read] ?? null));
    const property = read.slice(0, slash);
    const name = read.slice(slash + 1);
    if (property === 'texts?') {
      // That the text is there, and its kind (textPresenceRead): not its words, nor where they are written.
      const texts = flows.texts as Record<string, unknown>;
      return Object.hasOwn(texts, name) ? `present:${typeof texts[name]}` : 'absent';
    }
    const entries = record[property] as Record<string, unknown> | undefined;
    if (name === '*') return sha1(JSON.stringify(entries ? Object.keys(entries) : null));
    if (!entries || !Object.hasOwn(entries, name)) return 'absent';
    const places: string[] = originFiles(origins, property, name).map((file) =>
      property === 'texts' ? `${file.path}@${textPlace(file, name) ?? fileHash(file)}` : `${file.path}#${fileHash(file)}`,
    );
    // A journey or table the composer built: the files its parts came from (with their texts, they decide where each part points).
    const built = entries[name];
    const files = built !== null && typeof built === 'object' ? origins.sourceMap?.filesOf(built) : undefined;
    for (const file of files ?? []) places.push(`${file.path}#${fileHash(file)}`);
    return sha1(`${JSON.stringify(entries[name])}\n${places.join('\n')}`);
  };
  return (read) => {
    let known = memo.get(read);
    if (known === undefined) memo.set(read, (known = fingerprint(read)));
    return known;
  };
}

type VocabularyRead = keyof typeof vocabularyReads;

/** What of the facts' vocabulary the flows decide, by the read that fingerprints it. */
export type VocabularyParts = Record<VocabularyRead, () => unknown>;

/**
 * The fingerprints of one check run: `text:<path>` (a flow file's text; a
 * problem's lines depend on it), `vocabulary:tables`, `vocabulary:names` and
 * `vocabulary:names@<path>` (tools/flowcheck/readGroups.ts vocabularyReads,
 * tools/flowcheck/trackedVocabulary.ts), `pageIndex` and
 * `composition:<journey>` (what decides the pages and one journey's
 * composition: tools/flowcheck/assemble.ts CompositionInputs), and the
 * flow-set reads once the files are assembled. Before that, or for a file that
 * is not a flow file, a fixed answer (such files are the checker's own inputs,
 * in the cache's version).
 */
export function runFingerprints(parsed: readonly { file: FlowFile }[]): {
  of: (read: string) => string;
  /** What the journeys are composed from. */
  composedFrom: (inputs: CompositionInputs) => void;
  /** The assembled flows; `vocabulary` gives each part of the facts' vocabulary the flows decide (hashed when first needed). */
  assembled: (flows: FlowSet, origins: Origins, vocabulary: VocabularyParts, typed: readonly TypedFile[]) => void;
} {
  const files = new Map(parsed.map(({ file }) => [file.path, file]));
  const hashes = new Map<FlowFile, string>();
  const fileHash = (file: FlowFile): string => {
    let hash = hashes.get(file);
    if (hash === undefined) hashes.set(file, (hash = textHash(file.text)));
    return hash;
  };
  const filesHash = (inputs: readonly FlowFile[]): string => sha1(inputs.map((file) => `${file.path}\n${fileHash(file)}`).join('\n'));
  let ofFlows: ((read: string) => string) | null = null;
  let vocabularyHash: (read: VocabularyRead) => string = () => 'not assembled';
  let nameHash: (path: readonly string[]) => string = () => 'not assembled';
  let groupHash: (group: ReadGroup) => string = () => 'not assembled';
  let composition: { inputs: CompositionInputs; shared: string; pageIndex: string; journeys: Map<string, string> } | null = null;
  return {
    of(read) {
      if (read.startsWith('text:')) {
        const file = files.get(read.slice('text:'.length));
        return file ? fileHash(file) : 'not a flow file';
      }
      if (Object.hasOwn(vocabularyReads, read)) return vocabularyHash(read as VocabularyRead);
      const namePath = nameReadPath(read);
      if (namePath) return nameHash(namePath);
      if (read.startsWith('files:')) return groupHash(read.slice('files:'.length) as ReadGroup);
      if (read === 'pageIndex') return composition?.pageIndex ?? 'not assembled';
      if (read.startsWith('composition:')) {
        if (!composition) return 'not assembled';
        const id = read.slice('composition:'.length);
        let hash = composition.journeys.get(id);
        if (hash === undefined)
          composition.journeys.set(id, (hash = sha1(`${composition.shared}\n${composition.pageIndex}\n${filesHash(composition.inputs.own(id))}`)));
        return hash;
      }
      return ofFlows ? ofFlows(read) : 'not assembled';
    },
    composedFrom(inputs) {
      composition = { inputs, shared: filesHash(inputs.shared), pageIndex: sha1(inputs.pageIndex), journeys: new Map() };
    },
    assembled(flows, origins, vocabulary, typed) {
      ofFlows = readFingerprints(flows, origins, fileHash);
      const vocabularyHashes = new Map<VocabularyRead, string>();
      vocabularyHash = (read) => {
        let hash = vocabularyHashes.get(read);
        if (hash === undefined) vocabularyHashes.set(read, (hash = sha1(JSON.stringify(vocabulary[read]()))));
        return hash;
      };
      nameHash = nameReadFingerprints(flows);
      const groups = new Map<ReadGroup, string>();
      groupHash = (group) => {
        let hash = groups.get(group);
        if (hash === undefined) groups.set(group, (hash = filesHash(groupFiles(typed, group))));
        return hash;
      };
    },
  };
}
