import type { HtmlTagDescriptor, IndexHtmlTransformContext, IndexHtmlTransformResult, Plugin } from 'vite';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;

/** Every chunk `fileName` imports statically, itself included. */
function staticGraph(bundle: Bundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticGraph(bundle, imported, seen);
  return seen;
}

/** The style sheets of the static graphs of `roots`. */
function stylesOf(bundle: Bundle, roots: readonly string[]): Set<string> {
  const styles = new Set<string>();
  for (const root of roots) {
    for (const file of staticGraph(bundle, root)) {
      const chunk = bundle[file];
      if (chunk?.type === 'chunk') chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
    }
  }
  return styles;
}

const STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/g;

/**
 * The style sheets right after the viewport, ahead of the scripts: they hold the first paint back, so they must
 * not queue behind the scripts' downloads.
 */
function stylesFirst(html: string, extra: readonly string[]): string {
  const sheets = [...(html.match(STYLESHEET) ?? []).map((tag) => tag.trim()), ...extra];
  const anchor = /<meta name="viewport"[^>]*>/;
  if (!anchor.test(html)) throw new Error('preload-first-route: index.html has no viewport meta');
  return html.replace(STYLESHEET, '').replace(anchor, (meta) => `${meta}\n    ${sheets.join('\n    ')}`);
}

/**
 * The router loads the first route's page lazily, after the entry has run: a second round of requests. This
 * adds a modulepreload for the page's chunk and the chunks it imports that the shell does not, so all of them
 * arrive with the shell (docs/decisions/0166-first-page-without-waterfall.md). The style sheets of the page and of
 * what it loads lazily are linked too: the gateway's prerendered /home paints that markup before any script runs
 * (docs/decisions/0197-prerendered-visitor-home.md).
 */
export function preloadFirstRoute(pageModule: string): Plugin {
  return {
    name: 'preload-first-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }): IndexHtmlTransformResult {
        if (!bundle || !chunk) return html;
        const page = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(pageModule),
        );
        if (page?.type !== 'chunk') throw new Error(`preload-first-route: no chunk for ${pageModule}`);
        const shell = staticGraph(bundle, chunk.fileName);
        const shellStyles = stylesOf(bundle, [chunk.fileName]);
        const pageStyles = [...stylesOf(bundle, [page.fileName, ...page.dynamicImports])]
          .filter((file) => !shellStyles.has(file))
          .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
        const scripts: HtmlTagDescriptor[] = [...staticGraph(bundle, page.fileName)]
          .filter((file) => !shell.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
        return { html: stylesFirst(html, pageStyles), tags: scripts };
      },
    },
  };
}
