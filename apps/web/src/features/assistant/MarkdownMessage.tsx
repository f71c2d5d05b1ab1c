import { Anchor, Button, CopyButton } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import classes from './MarkdownMessage.module.css';
import { type MarkdownNode, remarkMessageLinks, resolveLink } from './model/messageLinks';

/** Props of MarkdownMessage. */
export interface MarkdownMessageProps {
  text: string;
}

/** The text of a rendered (hast) node and all below it: what a code block's copy button copies. */
function textOf(node: MarkdownNode | undefined): string {
  if (!node) return '';
  return node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');
}

/** A link of an answer: app paths through the router, web addresses in a new tab, anything else as text. */
function MessageLink({ href, children }: { href?: string; children?: ReactNode }) {
  const target = href ? resolveLink(href, window.location.origin) : undefined;
  if (!target) return <>{children}</>;
  return target.internal ? (
    <Anchor component={Link} to={target.href} c="var(--relata-link)" underline="always">
      {children}
    </Anchor>
  ) : (
    <Anchor
      href={target.href}
      target="_blank"
      rel="noopener noreferrer"
      c="var(--relata-link)"
      underline="always"
    >
      {children}
    </Anchor>
  );
}

/** A fenced code block with a button that copies its code. */
function CodeBlock({ node, children }: { node?: MarkdownNode; children?: ReactNode }) {
  const code = textOf(node).replace(/\n$/, '');
  return (
    <div className={classes.codeBlock}>
      <pre>{children}</pre>
      <CopyButton value={code}>
        {({ copied, copy }) => (
          <Button className={classes.copy} variant="default" size="compact-xs" onClick={copy}>
            {copied ? 'Copied!' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </div>
  );
}

// Raw HTML stays off (no rehype-raw: react-markdown shows it as text); images show their alt text.
const COMPONENTS: Components = {
  a: ({ href, children }) => <MessageLink href={href}>{children}</MessageLink>,
  pre: ({ node, children }) => <CodeBlock node={node}>{children}</CodeBlock>,
  img: ({ alt }) => <>{alt}</>,
};

/** An assistant answer rendered from Markdown, safely: no raw HTML, links only to http(s) and the app. */
export function MarkdownMessage({ text }: MarkdownMessageProps) {
  const remarkPlugins = useMemo(() => [remarkMessageLinks(window.location.origin)], []);
  return (
    <div className={classes.markdown}>
      <Markdown remarkPlugins={remarkPlugins} components={COMPONENTS}>
        {text}
      </Markdown>
    </div>
  );
}
