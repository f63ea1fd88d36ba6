/**
 * The web bench's reference page (issue 23): the least a React Router page can be, served the way ours are.
 *
 * A React Router build made in code from apps/web's own (`npm run build`): the same entry.server (render to a string,
 * CSP nonce, page styles), the same browser entry in its manifest, and two routes: a root with a plain layout
 * (`<Meta>`, `<Links>`, `<Scripts>`) and one page whose loader returns paragraphs of French text that it writes out.
 * No middleware, no root loader, no links, no menus: what is left of a render is React Router's and React's own work
 * for the page's bytes. `calibrate` sets the number of paragraphs per path so that the document has a given size.
 */
import { createElement as h, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, useLoaderData } from 'react-router';
import { loadSiteBuild, type SiteBuild } from '../../../apps/server/src/web-handler.ts';

const SENTENCE =
  'Le taux d’effort est la part de vos revenus consacrée au remboursement de vos crédits, assurance comprise, rapportée à vos revenus nets. ';

export async function referenceBuild(): Promise<{
  build: SiteBuild;
  calibrate(base: string, path: string, bytes: number): Promise<number>;
}> {
  const ours = await loadSiteBuild();
  const paragraphs = new Map<string, number>();

  function Layout({ children }: { children: ReactNode }) {
    return h(
      'html',
      { lang: 'fr-FR' },
      h(
        'head',
        null,
        h('meta', { charSet: 'utf-8' }),
        h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
        h(Meta),
        h(Links),
      ),
      h('body', null, children, h(Scripts)),
    );
  }
  function Page() {
    const { title, texts } = useLoaderData<{ title: string; texts: string[] }>();
    return h('main', null, h('h1', null, title), ...texts.map((text, index) => h('p', { key: index }, text)));
  }
  const loader = ({ request }: { request: Request }) => {
    const path = addressOf(request.url);
    const count = paragraphs.get(path) ?? 10;
    return {
      title: `Page de référence ${path}`,
      texts: Array.from({ length: count }, (_, index) => `${index + 1}. ${SENTENCE.repeat(2)}`),
    };
  };
  const meta = () => [{ title: 'Page de référence — Prêtscope' }];

  const rootAssets = ours.assets.routes.root!;
  const pageAssets = ours.assets.routes['routes/home']!;
  const build: SiteBuild = {
    ...ours,
    routes: {
      root: { id: 'root', path: '', module: { default: () => h(Outlet), Layout } },
      'routes/reference': { id: 'routes/reference', parentId: 'root', path: '*', module: { default: Page, loader, meta } },
    } as unknown as SiteBuild['routes'],
    assets: {
      ...ours.assets,
      routes: {
        root: { ...rootAssets, hasLoader: false, hasClientMiddleware: false, hasErrorBoundary: false },
        'routes/reference': { ...pageAssets, id: 'routes/reference', path: '*', index: undefined, hasLoader: true },
      },
    } as unknown as SiteBuild['assets'],
  };

  /** Sets the paragraphs of `address` so that its document is `bytes` long (within one paragraph); returns its size. */
  async function calibrate(base: string, address: string, bytes: number): Promise<number> {
    const path = addressOf(`${base}${address}`);
    let size = 0;
    for (let attempt = 0; attempt < 6; attempt++) {
      size = (
        await (
          await fetch(withParameter(`${base}${address}`, `calibrate=${attempt}`), { headers: { 'accept-encoding': 'identity' } })
        ).arrayBuffer()
      ).byteLength;
      const count = paragraphs.get(path) ?? 10;
      const perParagraph = Math.max(1, (size - (await sizeWith(base, address, 0, count))) / count);
      const next = Math.max(0, Math.round(count + (bytes - size) / perParagraph));
      if (next === count) break;
      paragraphs.set(path, next);
    }
    return size;
  }
  /** The document's size with `count` paragraphs (restoring `restore` after). */
  async function sizeWith(base: string, address: string, count: number, restore: number): Promise<number> {
    const path = addressOf(`${base}${address}`);
    paragraphs.set(path, count);
    const size = (
      await (
        await fetch(withParameter(`${base}${address}`, 'calibrate=empty'), { headers: { 'accept-encoding': 'identity' } })
      ).arrayBuffer()
    ).byteLength;
    paragraphs.set(path, restore);
    return size;
  }

  return { build, calibrate };
}

/**
 * A page's address without the bench's own parameters (`miss`, `calibrate`): the key its size is set by, so that the
 * category page and its filtered copy, which share a path, each get the reference page of their own size.
 */
function addressOf(url: string): string {
  const { pathname, searchParams } = new URL(url);
  searchParams.delete('miss');
  searchParams.delete('calibrate');
  const query = searchParams.toString();
  return query ? `${pathname}?${query}` : pathname;
}

const withParameter = (url: string, parameter: string) => `${url}${url.includes('?') ? '&' : '?'}${parameter}`;
