import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** Every chunk `fileName` imports statically, itself included. */
function staticGraph(bundle: Bundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticGraph(bundle, imported, seen);
  return seen;
}

/**
 * The router loads the first route's page lazily, after the entry has run: a second round of requests. This
 * adds a modulepreload for the page's chunk and the chunks it imports that the shell does not, so all of them
 * arrive with the shell (docs/decisions/0166-first-page-without-waterfall.md).
 */
export function preloadFirstRoute(pageModule: string): Plugin {
  return {
    name: 'preload-first-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }): HtmlTagDescriptor[] {
        if (!bundle || !chunk) return [];
        const page = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(pageModule),
        );
        if (!page) throw new Error(`preload-first-route: no chunk for ${pageModule}`);
        const shell = staticGraph(bundle, chunk.fileName);
        return [...staticGraph(bundle, page.fileName)]
          .filter((file) => !shell.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
      },
    },
  };
}
