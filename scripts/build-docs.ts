/**
 * The documentation as web pages (dist/docs/, which the service serves at /docs/), run by `npm run build` last.
 * The Markdown in the repository stays the one source: each file is rendered here, at build time, so the service
 * sends plain HTML and a stylesheet of its own, which its Content-Security-Policy (`style-src 'self'`, no inline
 * script or style) allows as they are. The README is the index, and every page has a menu of them all.
 *
 * Links between the Markdown files (`docs/api.md`, `api.md`, `../README.md`, with or without `#anchor`) become
 * links between the pages, and headings get GitHub's ids, so an anchor that works on GitHub works here. A link to
 * another file of the repository (CONTRIBUTING.md, LICENSE, …), which is not published here, is kept as its text.
 * A link to a file the repository does not have, and an anchor no heading has, are reported without failing the
 * build: `npm start` builds first, and a typo in the docs should not stop the service.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Marked, Renderer, type Tokens } from 'marked';
import { buildOpenApiDocument } from '../src/api/openapi/document.js';
import { referenceMarkdown } from '../src/api/openapi/reference-markdown.js';

const root = path.resolve(import.meta.dirname, '..');
const outputDir = path.join(root, 'dist', 'docs');
/** The docs' stylesheet: the pages' shared palette, then the docs' own rules. */
const STYLESHEET_SOURCES = [
  path.join(root, 'src', 'pages', 'palette.css'),
  path.join(root, 'src', 'pages', 'docs', 'docs.css'),
];
const STYLESHEET = 'docs.css';

interface DocPage {
  /** The Markdown file, relative to the repository root, with `/` separators. */
  source: string;
  /** The HTML file it becomes inside dist/docs/. */
  output: string;
  /** Its name in the menu. */
  label: string;
  /** For a page made at build time rather than read from `source` (which then only places its links). */
  generate?: () => string;
}

const PAGES: readonly DocPage[] = [
  { source: 'README.md', output: 'index.html', label: 'Overview' },
  { source: 'docs/design.md', output: 'design.html', label: 'Design' },
  { source: 'docs/api.md', output: 'api.html', label: 'API reference' },
  // Made from the OpenAPI document (src/api/openapi/), beside api.md, whose links it shares.
  {
    source: 'docs/http-reference.md',
    output: 'reference.html',
    label: 'HTTP reference',
    generate: () => referenceMarkdown(buildOpenApiDocument()),
  },
  { source: 'docs/reliability.md', output: 'reliability.html', label: 'Reliability' },
  { source: 'docs/going-live.md', output: 'going-live.html', label: 'Going live' },
  { source: 'docs/webhooks.md', output: 'webhooks.html', label: 'Webhooks' },
  { source: 'docs/testing.md', output: 'testing.html', label: 'Testing your integration' },
];

interface RenderedPage {
  page: DocPage;
  title: string;
  html: string;
  /** Every heading id on the page, for checking the anchors that point at it. */
  ids: Set<string>;
  /** Rewritten links that carry an anchor: which page and which id each expects. */
  anchors: { target: DocPage; id: string; href: string }[];
}

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:/i;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Undoes the entities marked leaves in a heading's text, so that an id is made from what a reader sees. */
function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * GitHub's heading ids (as github-slugger makes them): lower case, punctuation dropped, spaces as hyphens, and
 * `-1`, `-2`, … after a repeat on the same page.
 */
function headingSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    let slug = base;
    let count = seen.get(base) ?? 0;
    while (seen.has(slug)) slug = `${base}-${++count}`;
    seen.set(base, count);
    seen.set(slug, 0);
    return slug;
  };
}

/** Where a link of `page` goes once rendered: another page (with its anchor), unchanged, or nowhere here. */
function resolveLink(
  page: DocPage,
  href: string,
):
  | { kind: 'page'; target: DocPage; id: string; href: string }
  | { kind: 'unchanged' }
  | { kind: 'unpublished'; file: string } {
  if (ABSOLUTE_URL.test(href) || href.startsWith('//') || href === '') return { kind: 'unchanged' };
  const hashAt = href.indexOf('#');
  const file = hashAt === -1 ? href : href.slice(0, hashAt);
  const id = hashAt === -1 ? '' : safeDecode(href.slice(hashAt + 1));
  // `#anchor` alone stays on the page; anything else is a file of the repository, relative to this one.
  const repositoryPath = path.posix.normalize(path.posix.join(path.posix.dirname(page.source), file));
  const target = file === '' ? page : PAGES.find((candidate) => candidate.source === repositoryPath);
  if (!target) return { kind: 'unpublished', file: repositoryPath };
  const output = target === page && file === '' ? '' : target.output;
  return { kind: 'page', target, id, href: `${output}${id ? `#${encodeURIComponent(id)}` : ''}` };
}

function renderPage(page: DocPage, markdown: string): RenderedPage {
  const slug = headingSlugger();
  const ids = new Set<string>();
  const anchors: RenderedPage['anchors'] = [];
  const unpublished = new WeakSet<Tokens.Link>();
  let title: string | undefined;
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    walkTokens(token) {
      if (token.type !== 'link') return;
      const link = token as Tokens.Link;
      const resolved = resolveLink(page, link.href);
      if (resolved.kind === 'unpublished') {
        unpublished.add(link);
        if (!existsSync(path.join(root, resolved.file))) {
          console.warn(`docs: ${page.source} links to ${link.href}, which is not in the repository`);
        }
      } else if (resolved.kind === 'page') {
        link.href = resolved.href;
        if (resolved.id) anchors.push({ target: resolved.target, id: resolved.id, href: link.href });
      }
    },
    renderer: {
      heading({ tokens, depth }) {
        const text = decodeEntities(this.parser.parseInline(tokens, this.parser.textRenderer));
        const id = slug(text);
        ids.add(id);
        if (depth === 1) title ??= text;
        return `<h${depth} id="${escapeHtml(id)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      link(token) {
        return unpublished.has(token) ? this.parser.parseInline(token.tokens) : false;
      },
      // A table or a code block wider than a phone scrolls inside its own box rather than widening the page, and
      // is focusable so that a keyboard can scroll it too (as GitHub does with its code blocks).
      table(token) {
        return `<div class="table-scroll" tabindex="0">${Renderer.prototype.table.call(this, token)}</div>\n`;
      },
      code(token) {
        return Renderer.prototype.code.call(this, token).replace(/^<pre>/, '<pre tabindex="0">');
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return { page, title: title ?? page.label, html, ids, anchors };
}

function pageDocument(rendered: RenderedPage): string {
  const menu = PAGES.map((page) => {
    const current = page === rendered.page ? ' aria-current="page"' : '';
    return `<li><a href="${page.output}"${current}>${escapeHtml(page.label)}</a></li>`;
  }).join('');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${escapeHtml(rendered.title)} · crypto-checkout docs</title>
    <link rel="icon" href="/demo-business-logo.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${STYLESHEET}" />
  </head>
  <body>
    <header class="docs-header">
      <nav aria-label="Documentation">
        <ul><li><a href="/">Sandbox</a></li>${menu}</ul>
      </nav>
    </header>
    <main class="docs">
${rendered.html}
    </main>
  </body>
</html>
`;
}

/** Anchors no heading has: reported, since the page still opens, only at its top. */
function reportBrokenAnchors(rendered: readonly RenderedPage[]): void {
  for (const { page, anchors } of rendered) {
    for (const anchor of anchors) {
      const target = rendered.find((candidate) => candidate.page === anchor.target);
      if (target && !target.ids.has(anchor.id)) {
        console.warn(
          `docs: ${page.source} links to ${anchor.href}, but ${anchor.target.source} has no such heading`,
        );
      }
    }
  }
}

const rendered = await Promise.all(
  PAGES.map(async (page) =>
    renderPage(page, page.generate ? page.generate() : await readFile(path.join(root, page.source), 'utf8')),
  ),
);
reportBrokenAnchors(rendered);
// Pages of docs removed since the last build must not linger.
await rm(outputDir, { recursive: true, force: true });
await mkdir(outputDir, { recursive: true });
const stylesheets = await Promise.all(STYLESHEET_SOURCES.map((source) => readFile(source, 'utf8')));
await writeFile(path.join(outputDir, STYLESHEET), stylesheets.join('\n'));
for (const page of rendered) {
  await writeFile(path.join(outputDir, page.page.output), pageDocument(page));
}
console.log(`docs: ${rendered.map(({ page }) => `dist/docs/${page.output}`).join(', ')}`);
