import { DOC_TOPICS, safeAppUrl } from '@relata/core';

/** A piece of an assistant message: plain text, or a link inside the app or to the web. */
export type MessageSegment =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string; internal: boolean };

// A Markdown link, a bare web address, or a bare path of the app (not inside another word or URL).
const LINK_PATTERN =
  /\[([^\]\n]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s<>()"']+)|((?<![\w/.:])\/app\/[A-Za-z0-9\-._~/?#=&%]+)/g;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/**
 * Where a link should go: a path of the app (also for an absolute address on this origin) to
 * follow with the router, a web address to open in a new tab, or nothing for anything else
 * (javascript:, data:, another scheme).
 */
export function resolveLink(
  href: string,
  origin: string,
): { href: string; internal: boolean } | undefined {
  const local = safeAppUrl(href);
  if (local) return { href: local, internal: true };
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.origin === origin) {
    const path = safeAppUrl(`${url.pathname}${url.search}${url.hash}`);
    if (path) return { href: path, internal: true };
  }
  return { href: url.href, internal: false };
}

/** Splits an assistant message into text and links, so that links render as real links. */
export function parseMessageLinks(message: string, origin: string): MessageSegment[] {
  const segments: MessageSegment[] = [];
  const pushText = (text: string) => {
    if (text === '') return;
    const last = segments.at(-1);
    if (last?.kind === 'text') last.text += text;
    else segments.push({ kind: 'text', text });
  };
  let at = 0;
  for (const match of message.matchAll(LINK_PATTERN)) {
    const [whole, label, markdownHref, webHref, appHref] = match;
    pushText(message.slice(at, match.index));
    at = match.index + whole.length;
    let raw = markdownHref ?? webHref ?? appHref ?? '';
    let trailing = '';
    if (!markdownHref) {
      trailing = TRAILING_PUNCTUATION.exec(raw)?.[0] ?? '';
      raw = raw.slice(0, raw.length - trailing.length);
    }
    const target = resolveLink(raw, origin);
    if (target) segments.push({ kind: 'link', text: label ?? raw, ...target });
    else pushText(label ?? raw);
    pushText(trailing);
  }
  pushText(message.slice(at));
  return segments;
}

const PAGE_LABELS: Array<[RegExp, string]> = [
  [/^\/visualizer\b/, 'Open the Visualizer'],
  [/^\/tasks\b/, 'Open Tasks'],
  [/^\/wireframes\b/, 'Open Wireframes'],
  [/^\/team\b/, 'Open Team'],
  [/^\/settings\b/, 'Open Project Settings'],
  [/^\/sql-editor\b/, 'Open the SQL editor'],
  [/^\/?$/, 'Open the Project Overview'],
];

/** The text of the link under an answer: the documentation section's title, or the page's name. */
export function linkLabel(url: string): string {
  const match = /^\/app\/projects\/[^/?#]+(\/[^?#]*)?(?:\?[^#]*)?(?:#(.*))?$/.exec(url);
  if (!match) return 'Open link';
  const [, page = '', hash] = match;
  if (page.startsWith('/documentation')) {
    const topic = DOC_TOPICS.find((t) => t.id === hash);
    return topic ? `Documentation: ${topic.title}` : 'Open the documentation';
  }
  return PAGE_LABELS.find(([pattern]) => pattern.test(page))?.[1] ?? 'Open link';
}

/** A node of the Markdown syntax tree (mdast), as far as the link pass reads and writes it. */
export interface MarkdownNode {
  type: string;
  value?: string;
  url?: string;
  children?: MarkdownNode[];
}

/** Plain text as text nodes with a line break node at each newline, so a soft break stays a break. */
function textWithBreaks(text: string): MarkdownNode[] {
  return text
    .split('\n')
    .flatMap((line, i): MarkdownNode[] => [
      ...(i > 0 ? [{ type: 'break' }] : []),
      ...(line ? [{ type: 'text', value: line }] : []),
    ]);
}

/** The nodes for one text node: bare web addresses and app paths as link nodes, newlines as breaks. */
function linkifyText(value: string, origin: string): MarkdownNode[] {
  return parseMessageLinks(value, origin).flatMap((segment) =>
    segment.kind === 'link'
      ? [{ type: 'link', url: segment.href, children: [{ type: 'text', value: segment.text }] }]
      : textWithBreaks(segment.text),
  );
}

/** Rewrites the text nodes below a node (never inside a link) with linkifyText. */
function linkifyTree(node: MarkdownNode, origin: string): void {
  if (!node.children || node.type === 'link' || node.type === 'linkReference') return;
  node.children = node.children.flatMap((child) =>
    child.type === 'text' ? linkifyText(child.value ?? '', origin) : [child],
  );
  for (const child of node.children) linkifyTree(child, origin);
}

/**
 * A remark plugin: the bare web addresses and app paths of an answer become links (as in plain
 * answers), and single newlines stay line breaks. Which links are followed is decided on render.
 */
export function remarkMessageLinks(origin: string) {
  return () => (tree: MarkdownNode) => linkifyTree(tree, origin);
}
