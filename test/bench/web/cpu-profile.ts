/**
 * Where a server's CPU went while a bench loaded it (issue 23): a V8 `.cpuprofile` (node --cpu-prof) read for the
 * samples taken between two instants of the monotonic clock (`process.hrtime.bigint()`, the clock V8 stamps its
 * samples with on Linux), so one profile of a whole server run gives one page's figures. Time is divided by the
 * requests answered in the window: microseconds per request, self time by function and by family (React Router's
 * parts, React DOM, our code…), and the total time (self and callees) of a few React Router steps.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number; // µs
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * React Router's steps whose total time (the function and what it calls) is counted, by function name and the file
 * it is in. The names are those of react-router 8's build (dist/production/lib/…). An async function's total is its
 * synchronous stretches only: after an await, V8's stack starts at the function resumed, not at its callers.
 */
const STEPS: { label: string; name: string; file: RegExp }[] = [
  { label: 'React Router request handler (whole, without the render)', name: 'requestHandler', file: /server-runtime\/server\.js/ },
  { label: 'staticHandler.query (match, middleware, loaders)', name: 'query', file: /router\/router\.js/ },
  { label: 'route matching (matchRoutesImpl)', name: 'matchRoutesImpl', file: /router\/utils\.js/ },
  { label: 'route branches flattened and ranked (flattenAndRankRoutes)', name: 'flattenAndRankRoutes', file: /router\/utils\.js/ },
  { label: 'route tree of the render (createServerRoutes)', name: 'createServerRoutes', file: /dom\/ssr\/routes\.js/ },
  { label: 'static router of the render (createStaticRouter)', name: 'createStaticRouter', file: /dom\/server\.js/ },
  { label: 'data routes (convertRoutesToDataRoutes, every caller)', name: 'convertRoutesToDataRoutes', file: /router\/utils\.js/ },
  { label: 'hydration data encoded (encodeViaTurboStream)', name: 'encodeViaTurboStream', file: /single-fetch\.js/ },
  { label: 'the server handoff (createServerHandoffString)', name: 'createServerHandoffString', file: /serverHandoff\.js/ },
  { label: 'partial route manifest (getPartialManifest)', name: 'getPartialManifest', file: /fog-of-war\.js/ },
  { label: '<Link> components', name: 'LinkWithRef', file: /lib\/dom\/lib\.js/ },
  { label: '<NavLink> components', name: 'NavLinkWithRef', file: /lib\/dom\/lib\.js/ },
  { label: 'React DOM render (renderToString)', name: 'renderToString', file: /react-dom/ },
  { label: 'our document entry (entry.server handleRequest, render included)', name: 'handleRequest', file: /build\/server\// },
];

/** Which family a frame's self time goes to. */
function family(functionName: string, url: string): string {
  if (/^\((garbage collector|idle|program)\)$/.test(functionName)) return functionName;
  if (/react-router\/dist\/[^/]+\/vendor\/turbo-stream|turbo-stream/.test(url)) return 'React Router: turbo-stream';
  if (/react-router\/dist\/[^/]+\/lib\/router\//.test(url)) return 'React Router: router (matching, static handler)';
  if (/react-router\/dist\/[^/]+\/lib\/server-runtime\//.test(url)) return 'React Router: server runtime';
  if (/react-router\/dist\/[^/]+\/lib\/dom\/ssr\//.test(url)) return 'React Router: framework components (dom/ssr)';
  if (/react-router\//.test(url)) return 'React Router: other (components, hooks, Link)';
  if (/react-dom/.test(url)) return 'React DOM';
  if (/node_modules\/react\//.test(url)) return 'React';
  if (/hono/.test(url)) return 'Hono';
  if (/@mikro-orm|kysely|better-sqlite3/.test(url)) return 'database';
  if (/apps\/web\/build\/server/.test(url)) return 'our site build (apps/web/build)';
  if (/^node:|^$/.test(url)) return 'node internals / native';
  if (/node_modules/.test(url)) return 'other dependencies';
  return 'our server code (apps, core, adapters)';
}

export interface WindowSummary {
  sampledMs: number;
  perRequestUs: number;
  families: [string, number][]; // µs per request
  top: [string, number][]; // µs per request, self time
  steps: [string, number][]; // µs per request, total time
}

/** The samples of `file` between `from` and `to` (ns of the monotonic clock), per request. */
export function summariseWindow(file: string, from: bigint, to: bigint, requests: number): WindowSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const fromUs = Number(from / 1000n);
  const toUs = Number(to / 1000n);
  if (fromUs < profile.startTime || toUs > profile.endTime)
    throw new Error(`the window (${fromUs}–${toUs} µs) is not inside the profile (${profile.startTime}–${profile.endTime} µs)`);
  const stepsOf = new Map<number, Set<string>>();
  const stepsOfNode = (id: number): Set<string> => {
    const known = stepsOf.get(id);
    if (known) return known;
    const node = byId.get(id)!;
    const above = parent.has(id) ? stepsOfNode(parent.get(id)!) : new Set<string>();
    const own = STEPS.filter((step) => step.name === node.callFrame.functionName && step.file.test(node.callFrame.url));
    const result = own.length ? new Set([...above, ...own.map((step) => step.label)]) : above;
    stepsOf.set(id, result);
    return result;
  };
  const self = new Map<string, number>();
  const families = new Map<string, number>();
  const steps = new Map<string, number>();
  let sampled = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    // A sample's delta is the time since the one before: it is counted for the frame sampled.
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < fromUs || at > toUs) return;
    const node = byId.get(id);
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') return;
    sampled += delta;
    const where = url
      .replace(/^file:\/\//, '')
      .replace(/.*node_modules\//, '')
      .replace(/.*\/(apps|core|adapters)\//, '$1/');
    const label = `${functionName || '(anonymous)'}${where ? ` ${where}:${lineNumber + 1}` : ''}`;
    self.set(label, (self.get(label) ?? 0) + delta);
    const kind = family(functionName, url);
    families.set(kind, (families.get(kind) ?? 0) + delta);
    for (const step of stepsOfNode(id)) steps.set(step, (steps.get(step) ?? 0) + delta);
  });
  const perRequest = (entries: Iterable<[string, number]>) =>
    [...entries].map(([name, us]) => [name, us / requests] as [string, number]).sort((a, b) => b[1] - a[1]);
  return {
    sampledMs: sampled / 1000,
    perRequestUs: sampled / requests,
    families: perRequest(families),
    top: perRequest(self).slice(0, 30),
    steps: STEPS.map((step) => [step.label, (steps.get(step.label) ?? 0) / requests] as [string, number]),
  };
}

/** The summary as Markdown-ish lines. */
export function printSummary(title: string, summary: WindowSummary): void {
  const share = (us: number) => `${((100 * us) / summary.perRequestUs).toFixed(1)} %`;
  const row = ([name, us]: [string, number]) => `| ${name} | ${us.toFixed(0)} | ${share(us)} |`;
  console.log(
    `\n#### ${title}: ${summary.perRequestUs.toFixed(0)} µs of sampled CPU per request (main thread, idle left out; ${summary.sampledMs.toFixed(0)} ms sampled)`,
  );
  console.log('\n| family (self time) | µs per request | share |\n|---|---:|---:|');
  for (const entry of summary.families) console.log(row(entry));
  console.log('\n| React Router step (total: itself and what it calls) | µs per request | share |\n|---|---:|---:|');
  for (const entry of summary.steps) console.log(row(entry));
  console.log('\n| function (self time) | µs per request | share |\n|---|---:|---:|');
  for (const entry of summary.top) console.log(row(entry));
}
