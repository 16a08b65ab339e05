import type { FlowFile } from '../flowFile.ts';

/** Where a piece of authored flow data came from: a file and a path inside it. */
export interface Origin {
  file: FlowFile;
  at: (string | number)[];
}

/**
 * Remembers, for every object the composer builds, the file and place it was
 * written in. Checks run on the composed journeys (what the runtime gets); their
 * findings are reported where the analyst wrote the thing: in the page file,
 * the layout or the fragment, not in a merged tree nobody reads.
 */
export class SourceMap {
  private readonly origins = new WeakMap<object, Origin>();
  private readonly files = new WeakMap<object, ReadonlySet<FlowFile>>();
  private collecting: Set<FlowFile> | null = null;

  register<T>(value: T, origin: Origin): T {
    if (value === null || typeof value !== 'object') return value;
    // An object met again (a shared parameter value) points where it was first registered: that file decides it. One
    // lookup, not three (has, set, get): every composed object passes here (docs/performance.md "flows:check (session 38)").
    let known = this.origins.get(value);
    if (known === undefined) this.origins.set(value, (known = origin));
    this.collecting?.add(known.file);
    return value;
  }

  /**
   * Builds one journey or table, remembering every file its parts were taken from (filesOf): with their texts they
   * decide the built thing and where each of its parts points, which flows:check's cache fingerprints (tools/flowcheck/trackedFlows.ts).
   * `alone`: not part of a thing being built around it (a table built when first read, whatever is being built then).
   */
  building<T>(build: () => T, { alone = false }: { alone?: boolean } = {}): T {
    // `saved` is put back whatever `alone` says: the build around this one goes on collecting its own files after it.
    const saved = this.collecting;
    const outer = alone ? null : saved;
    const files = new Set<FlowFile>();
    this.collecting = files;
    try {
      const built = build();
      if (built !== null && typeof built === 'object') this.files.set(built, files);
      return built;
    } finally {
      if (outer) for (const file of files) outer.add(file);
      this.collecting = saved;
    }
  }

  /** The files a journey, page or table built by `building` came from. */
  filesOf(value: object): ReadonlySet<FlowFile> | undefined {
    return this.files.get(value);
  }

  /** The authored place of `at` inside `root`: the deepest registered object on the way, plus the rest of the path. */
  locate(root: unknown, at: readonly (string | number)[]): Origin | null {
    let best: { origin: Origin; consumed: number } | null = null;
    let current: unknown = root;
    const here = this.originOf(root);
    if (here) best = { origin: here, consumed: 0 };
    for (let index = 0; index < at.length; index += 1) {
      if (current === null || typeof current !== 'object') break;
      current = (current as Record<string | number, unknown>)[at[index] as string | number];
      const origin = this.originOf(current);
      if (origin) best = { origin, consumed: index + 1 };
    }
    return best ? { file: best.origin.file, at: [...best.origin.at, ...at.slice(best.consumed)] } : null;
  }

  /** Where this object of the composed flows was written, if the composer built it. */
  originOf(value: unknown): Origin | undefined {
    return value !== null && typeof value === 'object' ? this.origins.get(value) : undefined;
  }
}
